import { useI18n } from "../i18n";
import { useStore } from "../store";
import { dismissToast, toastStore } from "../toast";

export function Toasts() {
  const { pick, t } = useI18n();
  const toasts = useStore(toastStore);
  return (
    <div class="toasts" aria-live="polite" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} class={`toast toast-${toast.kind}`} data-testid="toast" data-kind={toast.kind} data-code={toast.code}>
          <span class="toast-icon" aria-hidden="true">{toast.kind === "error" ? "⚠" : toast.kind === "success" ? "✓" : "ℹ"}</span>
          <span class="toast-text">{pick(toast.text)}</span>
          <button type="button" class="toast-close" title={t("dismiss")} aria-label={t("dismiss")} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
