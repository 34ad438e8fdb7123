/**
 * Pings in the leak scan (tests/support/leakScan.ts): after every move of seeded 弒魔戰爭 games, every seat points at
 * each card of its own hand, and no player who reads the ping may get a card id hidden from it (private hands), while
 * with public hands the card itself travels. A positive control (a rule that always passes the card on) is caught.
 */
import { hostedMode } from "../../server/src/modes";
import type { SlayingState } from "../../shared/src/games/slaying";
import { pingRuleFor, type PingRule } from "../../shared/src/protocol/ping";
import { scanGame } from "../support/leakScan";

jest.setTimeout(120_000);
const mode = hostedMode("slaying")!;
const GAMES = 6;

/** Every seat's hand-card pings after a move, as the room would send them. */
const handPings = (rule: PingRule) => (s: SlayingState) =>
  s.players.flatMap((p, seat) => p.hand.map((card) => rule(s, seat, { kind: "card", card })).filter((r) => !("error" in r)));

test.each([true, false])("hand-card pings never carry a card hidden from a reader (private hands: %s)", (privateHands) => {
  const rule = pingRuleFor("slaying")!;
  for (let i = 0; i < GAMES; i++) {
    let carried = 0;
    const leaks = scanGame(mode.engine, `leak/pings/${i}`, 3, {
      wire: mode.wire,
      options: { privateHands },
      maxMoves: 25,
      pings: (s) => {
        const pings = handPings(rule)(s);
        carried += pings.filter((p) => "target" in p && p.target.kind === "card" && p.target.card !== undefined).length;
        return pings;
      },
    });
    expect(leaks).toEqual([]);
    // Public hands: the card is shown; private: never.
    if (privateHands) expect(carried).toBe(0);
    else expect(carried).toBeGreaterThan(0);
  }
});

test("positive control: a ping rule that shows the card at a private-hands table is caught", () => {
  const leaky: PingRule = (state, seat, target) => ({ target, what: { zh: "", en: "" } });
  const leaks = scanGame(mode.engine, "leak/pings/control", 3, { wire: mode.wire, options: { privateHands: true }, maxMoves: 5, pings: handPings(leaky) });
  expect(leaks.length).toBeGreaterThan(0);
  expect(leaks[0]).toMatchObject({ where: "message", what: expect.stringContaining("in the ping") });
});
