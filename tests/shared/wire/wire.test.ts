/**
 * Every hosted mode's schema sync against its engine's redaction: after every patch (1–3 actions at a time, late
 * joiners included), each seat and each spectator rebuilds exactly `engine.view(state, viewer)` from what it decoded,
 * and no frame it received names a card it may not see at that moment.
 */
import { ENGINES } from "../../../shared/src/games";
import { WIRES } from "../../../shared/src/games/wires";
import { Rng } from "../../../shared/src/core/rng";
import type { AnyEngine } from "../../../shared/src/core/engine";
import { WireHarness } from "../../support/wire";
import { hiddenCardIds as shengkeHidden } from "../../../shared/src/games/shengke/view";

/** Modes whose card ids are strings: every frame is also scanned for the ids its viewer may not see. */
const HIDDEN_STRINGS: Record<string, (state: any, viewer: number | "spectator") => string[]> = {
  shengke: shengkeHidden,
};

interface Case {
  mode: string;
  seats: number;
  options: unknown;
  label: string;
}

const CASES: Case[] = [
  { mode: "shengke", seats: 2, options: {}, label: "defaults" },
  { mode: "shengke", seats: 2, options: { rules: { specialDeck: true, avatarSummon: true } }, label: "special deck, 化身召喚" },
  { mode: "cfe", seats: 2, options: {}, label: "1v1" },
  { mode: "cfe", seats: 4, options: {}, label: "2v2" },
  { mode: "cfe", seats: 2, options: { recycle: true, personalDeck: true }, label: "1v1 personal decks, recycle" },
  { mode: "cfe", seats: 2, options: { preset: "official" }, label: "1v1 official play" },
  { mode: "cfe", seats: 4, options: { preset: "official", recycle: true }, label: "2v2 official play, recycle" },
  { mode: "drawpass", seats: 3, options: {}, label: "3 seats" },
];

function playSynced(engine: AnyEngine, c: Case, seed: string, check: (h: WireHarness<any>, state: any) => void) {
  let state = engine.setup(engine.optionsSchema.parse(c.options), seed, c.seats);
  const rng = Rng.fromSeed(`${seed}/bots`);
  const h = new WireHarness(WIRES[c.mode]);
  for (let seat = 0; seat < c.seats; seat++) h.join(seat);
  h.join("spectator");
  h.sync(state);
  h.patch();
  check(h, state);
  let n = 0;
  let lateJoined = false;
  while (engine.activeSeats(state).length > 0 && n < 20_000) {
    const burst = 1 + rng.int(3);
    for (let i = 0; i < burst && engine.activeSeats(state).length > 0; i++, n++) {
      const seat = engine.activeSeats(state)[0];
      state = engine.apply(state, seat, engine.bot(state, seat, rng, n % 3 ? "random" : "greedy")).state;
      h.sync(state);
    }
    h.patch();
    if (n > 30 && !lateJoined) {
      lateJoined = true;
      h.join(rng.int(2) === 0 ? "spectator" : rng.int(c.seats));
    }
    check(h, state);
  }
  return state;
}

describe.each(CASES.map((c) => [c.mode, c.label, c] as const))("%s (%s) on the wire", (_mode, _label, c) => {
  const engine = ENGINES[c.mode];
  test.each(["a", "b", "c"])("every viewer rebuilds exactly its own view after every patch (seed %s)", (seed) => {
    const final = playSynced(engine, c, `${c.mode}:${c.label}:${seed}`, (h, state) => {
      for (const v of h.viewers) expect(h.seen(v)).toEqual(engine.view(state, v.viewer));
    });
    expect(engine.result(final)).not.toBeNull();
  });

  test("no viewer ever holds another seat's secrets; no frame names a card its viewer may not see", () => {
    let scanned = 0;
    playSynced(engine, c, `${c.mode}:${c.label}:leak`, (h, state) => {
      for (const v of h.viewers) {
        const decoded = v.decoder.state.toJSON();
        decoded.game.players.forEach((p: { secret?: unknown }, seat: number) => {
          if (seat !== v.viewer) expect(p.secret).toBeUndefined();
        });
        const frame = v.bytes[v.bytes.length - 1];
        const text = JSON.stringify(decoded);
        for (const id of HIDDEN_STRINGS[c.mode]?.(state, v.viewer) ?? []) {
          expect(text).not.toContain(`"${id}"`);
          expect(frame.includes(Buffer.from(id))).toBe(false);
          scanned++;
        }
      }
    });
    if (HIDDEN_STRINGS[c.mode]) expect(scanned).toBeGreaterThan(0);
  });
});
