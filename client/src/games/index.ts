import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { AnyEngine } from "../../../shared/src/core/engine";
import { GenericBoard } from "./GenericBoard";
import { loadModeStyles } from "./styles";
import type { FromWire, GameOptionsFormProps, GameView } from "./types";

export type { FromWire, GameOptionsFormProps, GameView, GameViewProps, TurnLabel } from "./types";

/**
 * Each mode's client code, loaded on demand: every `import()` below becomes its own bundle, so the lobby ships
 * without any game and a table downloads only its own (esbuild shares what two modes have in common).
 * To add a game: write `games/<id>/` with a `GameView`, and add one entry here.
 */
export interface ModeModules {
  /** The table view (board, turn label). */
  view: () => Promise<GameView>;
  /** The reader of the mode's wire schema (net.ts needs it before any view can be built). */
  fromWire: () => Promise<FromWire>;
  /** The create-table options (omitted = the engine's defaults). */
  options?: () => Promise<ComponentType<GameOptionsFormProps>>;
  /** The rules engine, for replays and their fair-play check. */
  engine: () => Promise<AnyEngine>;
  /**
   * The engine has response windows (`responseWindow`): the create form offers their clock and the table the
   * auto-pass choice. A flag rather than the engine itself, so the lobby needs no game bundle to know it.
   */
  responseWindows?: boolean;
  /** Co-op (everyone wins or loses together): the table may hand a dropped player's seat to a bot (`handOver`). */
  cooperative?: boolean;
}

export const MODES: Record<string, ModeModules> = {
  shengke: {
    view: () => import("./shengke").then((m) => m.shengkeView),
    fromWire: () => import("../../../shared/src/games/shengke/wire/fromWire").then((m) => m.shengkeFromWire as FromWire),
    options: () => import("./shengke/OptionsForm").then((m) => m.ShengkeOptionsForm),
    engine: () => import("../../../shared/src/games/shengke/engine").then((m) => m.shengkeEngine as AnyEngine),
    responseWindows: true,
  },
  cfe: {
    view: () => import("./cfe").then((m) => m.cfeView),
    fromWire: () => import("../../../shared/src/games/cfe/wire/fromWire").then((m) => m.cfeFromWire as FromWire),
    options: () => import("./cfe/OptionsForm").then((m) => m.CfeOptionsForm),
    engine: () => import("../../../shared/src/games/cfe/engine").then((m) => m.cfeEngine as AnyEngine),
  },
  chrono: {
    view: () => import("./chrono").then((m) => m.chronoView),
    fromWire: () => import("../../../shared/src/games/chrono/wire/fromWire").then((m) => m.chronoFromWire as FromWire),
    options: () => import("./chrono/OptionsForm").then((m) => m.ChronoOptionsForm),
    engine: () => import("../../../shared/src/games/chrono/engine").then((m) => m.chronoEngine as AnyEngine),
  },
  slaying: {
    view: () => import("./slaying").then((m) => m.slayingView),
    fromWire: () => import("../../../shared/src/games/slaying/wire/fromWire").then((m) => m.slayingFromWire as FromWire),
    options: () => import("./slaying/OptionsForm").then((m) => m.SlayingOptionsForm),
    engine: () => import("../../../shared/src/games/slaying/engine").then((m) => m.slayingEngine as AnyEngine),
    cooperative: true,
  },
  drawpass: {
    view: () => import("./drawpass").then((m) => m.drawpassView),
    fromWire: () => import("../../../shared/src/games/drawpass/wire/fromWire").then((m) => m.drawPassFromWire as FromWire),
    engine: () => import("../../../shared/src/games/drawpass/engine").then((m) => m.drawPassEngine as AnyEngine),
  },
  duelist: {
    view: () => import("./duelist").then((m) => m.duelistView),
    fromWire: () => import("../../../shared/src/games/duelist/wire/fromWire").then((m) => m.duelFromWire as FromWire),
    options: () => import("./duelist/OptionsForm").then((m) => m.DuelistOptionsForm),
    engine: () => import("../../../shared/src/games/duelist/engine").then((m) => m.duelistEngine as AnyEngine),
  },
};

export const genericView: GameView = { Board: GenericBoard };

export function modeModules(mode: string): ModeModules | undefined {
  return Object.prototype.hasOwnProperty.call(MODES, mode) ? MODES[mode] : undefined;
}

type Part = Exclude<keyof ModeModules, "responseWindows" | "cooperative">;
type Loaded<P extends Part> = Awaited<ReturnType<NonNullable<ModeModules[P]>>>;

/** What finished loading, so a render after the first load is synchronous (no flash of "loading"). */
const cache = new Map<string, { promise: Promise<unknown>; value?: unknown; failed?: boolean }>();

/** The parts that render the mode's markup: they wait for its stylesheet too (loaded in parallel with the code). */
const STYLED: ReadonlySet<Part> = new Set<Part>(["view", "options"]);

/**
 * Loads one part of a mode once; resolves to undefined when the mode has no such part. A view or options form
 * resolves only once the mode's stylesheet has loaded (no flash of an unstyled board).
 */
export function loadPart<P extends Part>(mode: string, part: P): Promise<Loaded<P> | undefined> {
  const key = `${mode}:${part}`;
  let entry = cache.get(key);
  if (!entry || entry.failed) {
    const loader = modeModules(mode)?.[part] as (() => Promise<Loaded<P>>) | undefined;
    const e: { promise: Promise<unknown>; value?: unknown; failed?: boolean } = { promise: Promise.resolve(undefined) };
    const code = loader ? loader() : Promise.resolve(undefined);
    const loaded = STYLED.has(part) && loader ? Promise.all([code, loadModeStyles(mode)]).then(([v]) => v) : code;
    e.promise = loaded.then(
      (v) => {
        e.value = v;
        return v;
      },
      (err: unknown) => {
        // A dropped connection while fetching a bundle: the next call tries again.
        e.failed = true;
        throw err;
      },
    );
    cache.set(key, e);
    entry = e;
  }
  return entry.promise as Promise<Loaded<P> | undefined>;
}

/** The part if it has already loaded, else undefined (and nothing starts loading). */
export function loadedPart<P extends Part>(mode: string, part: P): Loaded<P> | undefined {
  return cache.get(`${mode}:${part}`)?.value as Loaded<P> | undefined;
}

export type LoadState<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "failed" };

/** A mode's part in a component: loading, ready (undefined when the mode has none), or failed (with a retry). */
export function useModePart<P extends Part>(mode: string | null, part: P): [LoadState<Loaded<P> | undefined>, () => void] {
  const key = mode ? `${mode}:${part}` : "";
  const now = (): LoadState<Loaded<P> | undefined> => {
    const entry = key ? cache.get(key) : undefined;
    return entry && "value" in entry ? { status: "ready", value: entry.value as Loaded<P> | undefined } : { status: "loading" };
  };
  // The state remembers which mode it belongs to: after a switch, the old mode's part is never shown for the new one.
  const [held, setHeld] = useState<{ key: string; state: LoadState<Loaded<P> | undefined> }>(() => ({ key, state: now() }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!mode) return;
    let live = true;
    const first = now();
    setHeld({ key, state: first });
    if (first.status === "ready") return;
    loadPart(mode, part).then(
      (value) => live && setHeld({ key, state: { status: "ready", value } }),
      (e: unknown) => {
        console.warn(`could not load the ${part} of ${mode}`, e);
        if (live) setHeld({ key, state: { status: "failed" } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return [held.key === key ? held.state : now(), () => setAttempt((n) => n + 1)];
}

/** The mode's table view, or the generic board for modes without one. */
export function useGameView(mode: string | null): [LoadState<GameView>, () => void] {
  const [state, retry] = useModePart(mode, "view");
  if (state.status !== "ready") return [state, retry];
  return [{ status: "ready", value: state.value ?? genericView }, retry];
}

/** Engines by id for the modes given (the fair-play check and replays take a map). */
export async function loadEngines(modes: readonly string[]): Promise<Record<string, AnyEngine>> {
  const out: Record<string, AnyEngine> = {};
  for (const mode of modes) {
    const engine = await loadPart(mode, "engine");
    if (engine) out[mode] = engine;
  }
  return out;
}
