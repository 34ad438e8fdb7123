/**
 * 活俠決鬥者 on the wire, beyond the generic harness cases (tests/shared/wire): no frame a viewer receives names a
 * card that is still hidden from it (checked by name against a custom deck whose names the other deck lacks, with a
 * positive control on the owner's own frames), a mulligan choice changes not one byte of what the opponent and the
 * spectators receive, and a patch after a typical action is small.
 */
import type { GameEvent } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { duelistWire } from "../../../shared/src/games/duelist/wire";
import type { DuelOptions, DuelState } from "../../../shared/src/games/duelist";
import { WireHarness } from "../../support/wire";
import { markerDefs, namesIn, secretMarkers, shownSoFar } from "../../support/duelist-leaks";
import { engine } from "./helpers";

const CUSTOM = [
  ...["唐嬌嬌", "李富貴", "唐衫", "晁和", "唐惟元", "唐芳", "孟瞋", "段智秀", "唐陞", "龍湘"].map((card) => ({ card, count: 2 })),
  ...["轢鐵", "江湖鬼蜮錄", "子夜寄君書", "惡人自有惡人磨", "南宮護心訣", "寂滅三摩地", "無為丹法", "唐門薪火", "很是用力踢", "三教合一"].map((card) => ({ card, count: 1 })),
];

function play(options: unknown, seed: string, each: (h: WireHarness<DuelState>, state: DuelState, states: DuelState[], events: GameEvent[][]) => void) {
  let state = engine.setup(engine.optionsSchema.parse(options), seed, 2);
  const states = [state];
  const events: GameEvent[][] = [[]];
  const h = new WireHarness<DuelState>(duelistWire);
  for (const v of [0, 1, "spectator"] as const) h.join(v);
  h.sync(state);
  h.patch();
  each(h, state, states, events);
  const rng = Rng.fromSeed(`${seed}/bots`);
  for (let n = 0; engine.activeSeats(state).length > 0 && n < 3000; n++) {
    const seat = engine.activeSeats(state)[0];
    const applied = engine.apply(state, seat, engine.bot(state, seat, rng, n % 2 ? "random" : "greedy"));
    state = applied.state;
    states.push(state);
    events.push(applied.events);
    h.sync(state);
    h.patch();
    each(h, state, states, events);
  }
  return state;
}

test("no frame names a card its viewer cannot know is in the game; the owner's own frames do (positive control)", () => {
  const decks: DuelOptions["decks"] = [CUSTOM, "kongtong"];
  const markers = [markerDefs(decks[0], decks[1]), markerDefs(decks[1], decks[0])];
  expect(markers[0].length).toBeGreaterThan(10);
  const leaks: string[] = [];
  let scanned = 0, ownSeen = 0;
  for (const seed of ["a", "b"]) {
    play({ decks }, `duelist-wire-names-${seed}`, (h, state, states, events) => {
      if (state.phase === "over") return;
      const shown = shownSoFar(states, events)[states.length - 1];
      for (const v of h.viewers) {
        const frame = v.bytes[v.bytes.length - 1].toString("latin1");
        for (const seat of [0, 1]) {
          const secret = secretMarkers(state, seat, markers[seat], shown, v.viewer);
          const found = namesIn(frame, secret);
          if (v.viewer === seat) ownSeen += found.length;
          else {
            leaks.push(...found.map((d) => `${String(v.viewer)} saw ${d} of seat ${seat} at move ${states.length - 1}`));
            scanned += secret.length;
          }
        }
      }
    });
  }
  expect(leaks).toEqual([]);
  expect(scanned).toBeGreaterThan(500);
  // The scan does find names in frames: each seat receives its own hidden cards.
  expect(ownSeen).toBeGreaterThan(10);
});

test("the first player's mulligan choice changes nothing the opponent or a spectator receives", () => {
  const received = (keep: boolean) => {
    const options = engine.optionsSchema.parse({ firstPlayer: 0 });
    const s0 = engine.setup(options, "mulligan-bytes", 2);
    const h = new WireHarness<DuelState>(duelistWire);
    for (const v of [0, 1, "spectator"] as const) h.join(v);
    h.sync(s0);
    h.patch();
    const hand = s0.players[0].hand.map((c) => c.id);
    const s1 = engine.apply(s0, 0, { type: "mulligan", cards: keep ? [] : hand.slice(0, 3) }).state;
    h.sync(s1);
    h.patch();
    return { frames: h.viewers.map((v) => Buffer.concat(v.bytes).toString("hex")), view1: engine.view(s1, 1), hand: s1.players[0].hand };
  };
  const kept = received(true);
  const changed = received(false);
  expect(changed.hand).not.toEqual(kept.hand);
  // Seat 0 itself sees its new hand (the control), seat 1 and the spectator get identical bytes.
  expect(changed.frames[0]).not.toBe(kept.frames[0]);
  expect(changed.frames[1]).toBe(kept.frames[1]);
  expect(changed.frames[2]).toBe(kept.frames[2]);
  expect(changed.view1).toEqual(kept.view1);
});

test("a patch carries only what changed: an attack or a summon costs a few dozen bytes, not the position", () => {
  const sizes: number[] = [];
  let joinBytes = 0;
  let n = 0;
  play({ decks: ["tang", "kongtong"], mulligan: false }, "duelist-wire-sizes", (h) => {
    // A seat joining a game in progress: the whole position at once.
    if (++n === 40) joinBytes = h.join(0).bytes[0].length;
    sizes.push(...h.viewers.slice(0, 3).map((v) => v.bytes[v.bytes.length - 1].length));
  });
  expect(joinBytes).toBeGreaterThan(0);
  sizes.sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)];
  expect(median).toBeLessThan(joinBytes / 3);
  console.log(`duelist wire: join ${joinBytes} B, patch median ${median} B, max ${sizes[sizes.length - 1]} B over ${sizes.length} frames`);
});
