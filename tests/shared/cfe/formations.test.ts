import { engine, pos, play, reg } from "./helpers";
import type { CfeState } from "../../../shared/src/games/cfe";

/**
 * Rules v5.16 §7: one named test per basic formation, with its numbers at the edges (all level 1, all level 5).
 * Seat 0 acts against seat 1 (上家 = 下家 in 1v1) with no previous elemental attack, no shields, no passives.
 */
type Measure = (before: CfeState, after: CfeState) => number;
const damage: Measure = (b, a) => b.hp[1] - a.hp[1];
const heal: Measure = (b, a) => a.hp[0] - b.hp[0];
const ownShield: Measure = (_b, a) => a.players[0].shield;
const shieldBroken: Measure = (b, a) => b.players[1].shield - a.players[1].shield;

const L = (faces: string, level: number) => [...faces].map((ch) => `${ch}${level}`);

interface Row { id: string; zh: string; faces: string; low: number; high: number; measure: Measure; hp?: number[]; shields?: number[]; formation?: string }
const numeric: Row[] = [
  { id: "metal_strike", zh: "金擊術", faces: "金", low: 5, high: 9, measure: damage },
  { id: "wood_strike", zh: "木擊術", faces: "木", low: 5, high: 9, measure: damage },
  { id: "water_strike", zh: "水擊術", faces: "水", low: 5, high: 9, measure: damage },
  { id: "fire_strike", zh: "火擊術", faces: "火", low: 5, high: 9, measure: damage },
  { id: "earth_strike", zh: "土擊術", faces: "土", low: 5, high: 9, measure: damage },
  { id: "weapon", zh: "武器", faces: "金金", low: 4, high: 20, measure: damage },
  { id: "metal_triple", zh: "鍠金", faces: "金金金", low: 9, high: 45, measure: damage },
  { id: "wood_triple", zh: "樸木", faces: "木木木", low: 9, high: 45, measure: damage },
  { id: "water_triple", zh: "洄水", faces: "水水水", low: 9, high: 45, measure: damage },
  { id: "fire_triple", zh: "熾火", faces: "火火火", low: 9, high: 45, measure: damage },
  { id: "earth_triple", zh: "坱土", faces: "土土土", low: 9, high: 45, measure: damage },
  { id: "generating", zh: "生陣", faces: "木火土", low: 9, high: 45, measure: heal, hp: [40, 100] },
  { id: "overcoming", zh: "剋陣", faces: "金木土", low: 9, high: 45, measure: shieldBroken, shields: [0, 60] },
  { id: "barrier", zh: "氣壁", faces: "木木金火", low: 16, high: 80, measure: ownShield },
  { id: "return_origin", zh: "歸元", faces: "水水土木", low: 16, high: 80, measure: heal, hp: [10, 100] },
  { id: "shock_burst", zh: "震暴", faces: "火火水土", low: 16, high: 80, measure: damage },
];

describe("the 25 basic formations (§7)", () => {
  test("the registry holds exactly the 25 basic formations", () => {
    expect(reg.all()).toHaveLength(25);
    expect(reg.all().every((f) => f.basic)).toBe(true);
  });

  for (const r of numeric) {
    test(`${r.zh} ${r.id}: ${r.low} at all level 1, ${r.high} at all level 5`, () => {
      for (const [level, expected] of [[1, r.low], [5, r.high]] as const) {
        const cards = L(r.faces, level);
        const before = pos({ hands: [cards, ["金2", "木2", "水2", "火2", "土2"]], hp: r.hp, shields: r.shields });
        expect(reg.match(before.players[0].hand).map((f) => f.id)).toEqual([r.id]);
        const { state } = play(before, 0, cards);
        expect(r.measure(before, state)).toBe(expected);
      }
    });
  }

  test("生陣 matches all five generating chains and nothing else of three different elements", () => {
    for (const chain of ["木火土", "火土金", "土金水", "金水木", "水木火"]) expect(reg.match(pos({ hands: [L(chain, 2), []] }).players[0].hand).map((f) => f.id)).toEqual(["generating"]);
    for (const chain of ["金木土", "木土水", "土水火", "水火金", "火金木"]) expect(reg.match(pos({ hands: [L(chain, 2), []] }).players[0].hand).map((f) => f.id)).toEqual(["overcoming"]);
  });

  test("防禦 defence / 封印 seal / 反震 counter / 空城 empty_city are covered face down", () => {
    for (const [faces, id] of [["木木", "defence"], ["水水", "seal"], ["火火", "counter"], ["金木", "empty_city"], ["水土", "empty_city"]] as const) {
      for (const level of [1, 5]) {
        const s = pos({ hands: [L(faces, level), ["金2"]] });
        const { state, events } = play(s, 0, L(faces, level));
        expect(state.players[0].passive).toMatchObject({ formation: id, covered: true, sealed: false });
        expect(state.players[0].passive!.cards).toHaveLength(2);
        expect(state.hp).toEqual([100, 100]);
        const pub = events.find((e) => e.type === "cover")!;
        expect(pub.visibleTo).toBeUndefined();
        expect(pub.data?.formation).toBeUndefined();
        expect(events.find((e) => e.type === "cover_private")).toMatchObject({ visibleTo: [0], data: { formation: id } });
      }
    }
  });

  test("幻化 mimic (土土) with nothing to copy has no effect but spends the cards", () => {
    const s = pos({ hands: [["土1", "土5"], ["金2"]] });
    const { state, events } = play(s, 0, ["土1", "土5"]);
    expect(events.some((e) => e.type === "no_effect")).toBe(true);
    expect(state.piles[0].discard).toHaveLength(2);
  });

  test("光芒 radiance: 下家 cannot act or draw for 2 turns, at level 1 and 5", () => {
    for (const level of [1, 5]) {
      const s = pos({ hands: [L("金金火水", level), ["木2", "木3"]] });
      const { state } = play(s, 0, L("金金火水", level));
      expect(state.players[1]).toMatchObject({ cannotAct: 2, cannotDraw: 2 });
      expect(state.players[1].revealedTo?.by).toBe(0);
    }
  });

  test("混沌 chaos: the caster puts 2 of 下家's cards on top of the deck, at level 1 and 5", () => {
    for (const level of [1, 5]) {
      const s = pos({ hands: [L("土土木金", level), ["火2", "火3", "水4"]] });
      const { state } = play(s, 0, L("土土木金", level));
      expect(state.phase).toBe("chaos");
      expect(state.pending).toMatchObject({ kind: "chaos", target: 1, count: 2 });
      const pick = state.players[1].hand.slice(0, 2);
      const after = engine.apply(state, 0, { type: "chaos_pick", cards: pick }).state;
      expect(after.players[1].hand).toHaveLength(1);
      // The caster draws right after: the two cards come back to the caster's draw (draw 3 from an empty hand).
      expect(after.pending).toMatchObject({ kind: "draw" });
      expect((after.pending as { cards: number[] }).cards.slice(0, 2)).toEqual(pick);
    }
  });

  test("五行輪迴 cycle swaps the two sides' HP, at level 1 and 5", () => {
    for (const faces of [["金1", "木2", "水3", "火4", "土5"], ["金5", "木5", "水5", "火5", "土5"]]) {
      const s = pos({ hands: [faces, ["金2"]], hp: [20, 90] });
      const { state } = play(s, 0, faces, "cycle");
      expect(state.hp).toEqual([90, 20]);
    }
  });

  test("五流歸一 five_streams: 上家's hand × 15 and draw +1, at all level 1 and all level 5", () => {
    for (const level of [1, 5]) {
      const faces = ["金", "木", "水", "火", "土"].map((e) => `${e}${level}`);
      const s = pos({ hands: [faces, ["金2", "木2", "水2", "火2", "土2"]] });
      const { state } = play(s, 0, faces, "five_streams");
      expect(100 - state.hp[1]).toBe(75);
      // Empty hand after the play: draw min(2+1, 5) = 3, so 4 drawn and one discarded.
      expect(state.pending).toMatchObject({ kind: "draw" });
      expect((state.pending as { cards: number[] }).cards).toHaveLength(4);
    }
    const s = pos({ hands: [["金3", "木3", "水3", "火3", "土3"], ["金2", "木2"]] });
    expect(100 - play(s, 0, ["金3", "木3", "水3", "火3", "土3"], "five_streams").state.hp[1]).toBe(30);
    const same = pos({ hands: [["金3", "金3", "水3", "火3", "火3"], ["金2", "木2"]] });
    expect(reg.match(same.players[0].hand).map((f) => f.id)).toEqual(["five_streams"]);
  });
});
