/**
 * Pings in the leak scan (tests/support/leakScan.ts): after every move of seeded 弒魔戰爭 games, every seat points at
 * each card of its own hand, at every shard, at the enemy and at a map cell, and no player who reads the ping may get
 * a card id hidden from it (private hands), while with public hands the card itself travels. A hand-card ping at a
 * private-hands table names no card in its text either. Positive controls (a rule that passes the card on, one that
 * names it) are caught.
 */
import { hostedMode } from "../../server/src/modes";
import { ELEMENTS } from "../../shared/src/core/elements";
import type { SlayingState } from "../../shared/src/games/slaying";
import type { ShownPing } from "../../shared/src/protocol/ping";
import { pingRuleFor, type PingRule } from "../../shared/src/protocol/ping";
import { scanGame } from "../support/leakScan";

jest.setTimeout(120_000);
const mode = hostedMode("slaying")!;
const GAMES = 6;

/** Every seat's hand-card pings after a move, as the room would send them. */
const handPings = (rule: PingRule) => (s: SlayingState) =>
  s.players.flatMap((p, seat) => p.hand.map((card) => rule(s, seat, { kind: "card", card })).filter((r): r is ShownPing => !("error" in r)));

/** Every other kind: each shard (found or not), the enemy, a map cell. */
const otherPings = (rule: PingRule) => (s: SlayingState) =>
  s.players.flatMap((_, seat) =>
    [...ELEMENTS.map((element) => ({ kind: "shard" as const, element })), { kind: "enemy" as const }, { kind: "cell" as const, cell: "K3" }]
      .map((target) => rule(s, seat, target))
      .filter((r): r is ShownPing => !("error" in r)),
  );

const HIDDEN_CARD = { zh: "一張手牌", en: "a hand card" };

test.each([true, false])("pings (hand cards, shards, the enemy, a cell) never carry a card hidden from a reader (private hands: %s)", (privateHands) => {
  const rule = pingRuleFor("slaying")!;
  for (let i = 0; i < GAMES; i++) {
    let carried = 0;
    let kinds = 0;
    const named: ShownPing[] = [];
    const leaks = scanGame(mode.engine, `leak/pings/${i}`, 3, {
      wire: mode.wire,
      options: { privateHands },
      maxMoves: 25,
      pings: (s) => {
        const pings = handPings(rule)(s);
        carried += pings.filter((p) => p.target.kind === "card" && p.target.card !== undefined).length;
        if (privateHands) named.push(...pings.filter((p) => p.what.zh !== HIDDEN_CARD.zh || p.what.en !== HIDDEN_CARD.en));
        const others = otherPings(rule)(s);
        kinds += others.length;
        return [...pings, ...others];
      },
    });
    expect(named).toEqual([]);
    expect(kinds).toBeGreaterThan(0);
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

test("positive control: a hand-card ping that keeps the id back but names the card at a private-hands table is caught", () => {
  const rule = pingRuleFor("slaying")!;
  const naming: PingRule = (state, seat, target) => {
    const shown = rule(state, seat, target);
    return "error" in shown || target.kind !== "card" ? shown : { ...shown, what: { zh: `牌 ${target.card}`, en: `card ${target.card}` } };
  };
  const named: ShownPing[] = [];
  scanGame(mode.engine, "leak/pings/named", 3, {
    wire: mode.wire,
    options: { privateHands: true },
    maxMoves: 3,
    pings: (s) => {
      const pings = handPings(naming)(s);
      named.push(...pings.filter((p) => p.what.en !== HIDDEN_CARD.en));
      return pings;
    },
  });
  expect(named.length).toBeGreaterThan(0);
});
