/** The client side of clocks and auto-pass without a browser: the running clock, the phase bar's auto-pass, the form's bounds. */
import { shengkeEngine } from "../../shared/src/games/shengke/engine";
import type { ShengkeAction } from "../../shared/src/games/shengke/actions";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { autoPasses } from "../../shared/src/protocol/autoPass";
import { CLOCK_LIMITS, clockValueOk, responseSecondsFor } from "../../shared/src/protocol/clockLimits";
import { TableSettings } from "../../shared/src/protocol/messages";
import { MODES } from "../../client/src/games";
import { mustOf } from "../../client/src/games/shengke/model";
import { runningClock } from "../../client/src/components/TurnTimer";
import type { TableSnapshot } from "../../client/src/net";

/** A 生剋棋 game played by the turn's player (no curses) until the other seat holds a window. */
function windowForOther(): ShengkeState {
  let s = shengkeEngine.setup(shengkeEngine.optionsSchema.parse({}), "client-clock-test", 2);
  for (let i = 0; i < 400; i++) {
    if (s.priority.mode !== "main" && s.priority.seat !== s.active) return s;
    const seat = shengkeEngine.activeSeats(s)[0];
    const legal = shengkeEngine.legalActions(s, seat).filter((a: ShengkeAction) => a.type !== "curse");
    s = shengkeEngine.apply(s, seat, legal.find((x) => x.type === "pass") ?? legal.find((x) => x.type !== "endPhase") ?? legal[0]).state;
  }
  throw new Error("no window");
}

describe("the phase bar follows the room's auto-pass rule", () => {
  const s = windowForOther();
  const seat = s.priority.seat;
  const view = shengkeEngine.view(s, seat) as ShengkeState;
  const legal = shengkeEngine.legalActions(view, seat);

  test("the same rule as the room's: on this window, each preference decides as the engine's window says", () => {
    const window = shengkeEngine.responseWindow!(s, seat)!;
    expect(window.ownTurn).toBe(false);
    for (const pref of ["ask", "auto", "turn"] as const) {
      const room = autoPasses(pref, window.ownTurn, window.canRespond);
      expect(mustOf(view, seat, legal, pref)).toBe(room ? "autoPass" : "pass");
    }
    expect(mustOf(view, seat, legal, "ask")).toBe("pass");
    expect(mustOf(view, seat, legal, "turn")).toBe("autoPass");
    // Until the server confirmed a preference the bar asks.
    expect(mustOf(view, seat, legal, null)).toBe("pass");
  });

  test("auto passes only what cannot be answered", () => {
    expect(autoPasses("auto", false, () => true)).toBe(false);
    expect(autoPasses("auto", false, () => false)).toBe(true);
    expect(autoPasses("turn", true, () => false)).toBe(true);
    expect(autoPasses("turn", true, () => true)).toBe(false);
    expect(autoPasses("ask", false, () => false)).toBe(false);
  });
});

test("every mode's response-window flag matches its engine", async () => {
  for (const [id, mode] of Object.entries(MODES)) {
    const engine = await mode.engine();
    expect([id, !!mode.responseWindows]).toEqual([id, typeof engine.responseWindow === "function"]);
  }
});

describe("the running clock", () => {
  const table = (p: Partial<TableSnapshot>) => ({ status: "playing", turnSeconds: 30, responseSeconds: 10, turnDeadline: 0, clockSeat: -1, clockKind: null, ...p }) as TableSnapshot;
  test("none without a deadline, a seat or while not playing", () => {
    expect(runningClock(table({}))).toBeNull();
    expect(runningClock(table({ turnDeadline: 5, clockSeat: -1, clockKind: "turn" }))).toBeNull();
    expect(runningClock(table({ turnDeadline: 5, clockSeat: 0, clockKind: "turn", status: "finished" }))).toBeNull();
  });
  test("whose, which and its full length", () => {
    expect(runningClock(table({ turnDeadline: 5, clockSeat: 1, clockKind: "turn" }))).toEqual({ seat: 1, kind: "turn", deadline: 5, total: 30 });
    expect(runningClock(table({ turnDeadline: 5, clockSeat: 0, clockKind: "response" }))).toEqual({ seat: 0, kind: "response", deadline: 5, total: 10 });
  });
});

test("the form's bounds are the server's", () => {
  for (const n of [0, 9, 10, 600, 601, 12.5]) {
    expect(clockValueOk(n, CLOCK_LIMITS.turnSeconds)).toBe(TableSettings.safeParse({ turnSeconds: n }).success);
  }
  for (const n of [0, 4, 5, 120, 121]) {
    expect(clockValueOk(n, CLOCK_LIMITS.responseSeconds)).toBe(TableSettings.safeParse({ responseSeconds: n }).success);
  }
  expect(responseSecondsFor(0, undefined)).toBe(0);
  expect(responseSecondsFor(60, undefined)).toBe(15);
  expect(responseSecondsFor(10, undefined)).toBe(10);
  expect(responseSecondsFor(60, 30)).toBe(30);
});
