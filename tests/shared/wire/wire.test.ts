/**
 * Every hosted mode's schema sync against its engine's redaction: after every patch (1–3 actions at a time, late
 * joiners included), each seat and each spectator rebuilds exactly `engine.view(state, viewer)` from what it decoded,
 * and no frame it received names a card it may not see at that moment.
 */
import { isDeepStrictEqual } from "node:util";
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

/** A 30-card 活俠決鬥者 list, named in Chinese as a player would type it. */
const DUELIST_CUSTOM = [
  ...["唐嬌嬌", "李富貴", "唐衫", "晁和", "許大鯨", "唐惟元", "唐芳", "孟瞋", "樊嘯天", "段智秀"].map((card) => ({ card, count: 2 })),
  ...["轢鐵", "江湖鬼蜮錄", "江湖鬼蜮錄・續", "子夜寄君書", "惡人自有惡人磨", "偕老誓", "戰你娘親", "南宮護心訣", "寂滅三摩地", "無為丹法"].map((card) => ({ card, count: 1 })),
];

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
  { mode: "chrono", seats: 2, options: {}, label: "2 players" },
  { mode: "chrono", seats: 4, options: {}, label: "4 players" },
  { mode: "chrono", seats: 6, options: {}, label: "6 players" },
  { mode: "drawpass", seats: 3, options: {}, label: "3 seats" },
  { mode: "slaying", seats: 1, options: {}, label: "solo" },
  { mode: "slaying", seats: 3, options: { difficulty: "簡易" }, label: "3 players, easy" },
  { mode: "slaying", seats: 5, options: { difficulty: "hard" }, label: "5 players, hard" },
  { mode: "slaying", seats: 4, options: { privateHands: true, modules: { yanwang: true } }, label: "4 players, private hands, 閻王令" },
  { mode: "slaying", seats: 2, options: { modules: { professions: false } }, label: "2 players, no professions" },
  { mode: "duelist", seats: 2, options: {}, label: "starter decks, mulligan" },
  { mode: "duelist", seats: 2, options: { mulligan: false, decks: ["kongtong", "tang"] }, label: "no mulligan, swapped decks" },
  { mode: "duelist", seats: 2, options: { decks: [DUELIST_CUSTOM, "tang"] }, label: "a custom deck" },
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
  // One game per seed checks both promises after every patch (a game costs seconds; the suite runs 19 cases).
  test.each(["a"])("every viewer rebuilds exactly its own view after every patch, and never another's secrets (seed %s)", (seed) => {
    let scanned = 0;
    const final = playSynced(engine, c, `${c.mode}:${c.label}:${seed}`, (h, state) => {
      for (const v of h.viewers) {
        // jest's matchers cost most of this file's CPU when called per patch (a stack captured per call, a slow
        // deep equality): each check runs in plain code and calls the matcher only when it fails, for its message.
        const seen = h.seen(v);
        const view = engine.view(state, v.viewer);
        if (!isDeepStrictEqual(seen, view)) expect(seen).toEqual(view);
        const decoded = v.decoder.state.toJSON();
        const othersSecrets = decoded.game.players.filter((p: { secret?: unknown }, seat: number) => seat !== v.viewer && p.secret !== undefined);
        if (othersSecrets.length) expect({ viewer: v.viewer, othersSecrets }).toEqual({ viewer: v.viewer, othersSecrets: [] });
        const frame = v.bytes[v.bytes.length - 1];
        const hidden = HIDDEN_STRINGS[c.mode]?.(state, v.viewer) ?? [];
        // The decoded state's JSON strings, collected once per check and only for modes with string ids, rather
        // than a text built for every mode and searched whole once per hidden id.
        const strings = hidden.length ? new Set(JSON.stringify(decoded).match(/"(?:[^"\\]|\\.)*"/g)) : new Set<string>();
        const leaked = hidden.filter((id) => strings.has(`"${id}"`) || frame.includes(Buffer.from(id)));
        if (leaked.length) expect({ viewer: v.viewer, leaked }).toEqual({ viewer: v.viewer, leaked: [] });
        scanned += hidden.length;
      }
    });
    expect(engine.result(final)).not.toBeNull();
    if (HIDDEN_STRINGS[c.mode]) expect(scanned).toBeGreaterThan(0);
  });
});
