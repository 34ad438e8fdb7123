import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useI18n } from "./i18n";

/** Shown while a bundle loads (a page or a game): the rest of the app stays usable. */
export function Loading({ testId = "bundle-loading" }: { testId?: string }) {
  const { t } = useI18n();
  return (
    <div class="panel center-panel" data-testid={testId}>
      <p>
        <span class="spinner" aria-hidden="true" /> {t("loadingPart")}
      </p>
    </div>
  );
}

/** A bundle that did not arrive (the connection dropped): say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div class="panel center-panel" data-testid="bundle-failed" role="alert">
      <h2>{t("loadFailed")}</h2>
      <button type="button" class="btn btn-primary btn-md" data-testid="bundle-retry" onClick={onRetry}>
        {t("retryNow")}
      </button>
    </div>
  );
}

/** A page component in its own bundle, fetched the first time it renders. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component || failed) return;
      let live = true;
      pending ??= load();
      pending.then(
        (c) => {
          loaded = c;
          if (live) setComponent(() => c);
        },
        (e: unknown) => {
          console.warn("could not load a page", e);
          pending = null;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [failed]);
    if (component) {
      const C = component;
      return <C {...props} />;
    }
    return failed ? <LoadFailed onRetry={() => setFailed(false)} /> : <Loading />;
  };
}
