import { HIDDEN, hiddenCardIds, namedCardIds, ownerOf, visibleCardIds, type ChronoState } from "../../../shared/src/games/chrono";
import { act, engine, onField, pos } from "./helpers";
import { samplePositions } from "./positions";

/**
 * Redacted views: the same shape as the state; other hands, every deck order and every face-down trap become
 * placeholders that keep only the card's kind; the catalogue names a hidden card only to its owner; the RNG is
 * zeroed. Fields, player effects and 回收場 are public.
 */
const view = (s: ChronoState, v: number | "spectator" | "all") => engine.view(s, v) as ChronoState;

test("a set trap is a face-down trap to everyone but its owner", () => {
  const s = pos({ players: [{ attr: "水", hand: ["潮汐之盾"], traps: ["時間停滯"] }, { attr: "火", hand: ["熔岩犬"], traps: ["迷霧", "鏡像"] }] });
  const v0 = view(s, 0);
  expect(v0.players[1].traps).toEqual([HIDDEN.trap, HIDDEN.trap]);
  expect(v0.players[1].hand).toEqual([HIDDEN.character]);
  expect(v0.players[0].traps).toEqual(s.players[0].traps);
  expect(v0.players[0].hand).toEqual(s.players[0].hand);
  for (const c of [...s.players[1].traps, ...s.players[1].hand]) expect(v0.cards[c]).toBe("");
  expect(v0.cards[s.players[0].traps[0]]).toBe("time-stop");
  const spectator = view(s, "spectator");
  expect(spectator.players.every((p) => p.traps.every((c) => c === HIDDEN.trap) && p.hand.every((c) => c < 0))).toBe(true);
  expect(namedCardIds(spectator).filter((c) => hiddenCardIds(s, "spectator").includes(c))).toEqual([]);
});

test("every deck is in hidden order, even the viewer's own; the viewer still knows its own list", () => {
  const s = pos({ players: [{ attr: "水", deck: "bell-tide" }, { attr: "火", deck: "forest-flame" }] });
  const v0 = view(s, 0);
  expect(v0.players[0].decks.character.every((c) => c === HIDDEN.character)).toBe(true);
  expect(v0.players[0].decks.trap).toHaveLength(8);
  expect(v0.players[0].decks.character.length).toBe(16);
  expect(s.players[0].decks.character.every((c) => v0.cards[c] !== "")).toBe(true);
  expect(s.players[1].decks.character.every((c) => v0.cards[c] === "")).toBe(true);
  expect(v0.rng).toEqual([0, 0, 0, 0]);
  expect(Object.keys(v0).sort()).toEqual(Object.keys(s).sort());
  expect(view(s, "all").players[1].decks).toEqual(s.players[1].decks);
});

test("a fired trap and a discarded card are public; a card returned to a hand is hidden again", () => {
  const s = pos({ players: [{ attr: "金", field: ["時空戰士・鋼"] }, { attr: "木", field: ["林間斥候"], traps: ["時光倒流"] }], phase: "attack" });
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・鋼", target: "林間斥候" }).state;
  const v0 = view(r, 0);
  expect(v0.players[1].graveyard).toEqual(r.players[1].graveyard); // the fired 時光倒流
  expect(v0.players[1].hand).toEqual([HIDDEN.character]);
  expect(onField(r, 1, "林間斥候")).toBeUndefined();
});

test("on positions from seeded games, no view shows a hidden card or names one it does not own", () => {
  let checked = 0;
  for (const seats of [2, 3, 5]) {
    for (const s of samplePositions(seats, 3, 13, "views")) {
      for (const viewer of [...Array(seats).keys(), "spectator" as const]) {
        const v = view(s, viewer);
        const hidden = hiddenCardIds(s, viewer);
        const shown = new Set(visibleCardIds(v));
        expect(hidden.filter((c) => shown.has(c))).toEqual([]);
        expect(hidden.filter((c) => ownerOf(c) !== viewer && v.cards[c] !== "")).toEqual([]);
        s.players.forEach((p, seat) => {
          expect(v.players[seat].hand).toHaveLength(p.hand.length);
          expect(v.players[seat].traps).toHaveLength(p.traps.length);
          if (seat !== viewer) expect(v.players[seat].traps.every((c) => c === HIDDEN.trap)).toBe(true);
        });
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
});
