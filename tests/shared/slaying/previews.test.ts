import { previewAction, previewArmy, previewDig, previewFormations, previewMoves, previewProfession, previewShard, previewShop, type SlayingState } from "../../../shared/src/games/slaying";
import { engine, ev, pos, play } from "./helpers";

/** Previews run on a seat's view and give the numbers the UI shows, or the typed reason a move is illegal. */
const view = (s: SlayingState, seat: number) => engine.view(s, seat) as SlayingState;

describe("formation previews", () => {
  test("an attack off the ★: the points, the cap, and the same result as playing it", () => {
    const s = pos({ zone: 1, cell: "C2", hands: [["金4", "金4", "木3"], ["土1"]], army: { hp: 60 } });
    const [p] = previewFormations(view(s, 0), 0, s.players[0].hand.slice(0, 2));
    expect(p.formation).toBe("weapon");
    if (!p.outcome.ok) throw new Error("refused");
    expect(p.outcome.attack).toMatchObject({ points: 16, interaction: "none" });
    expect(p.outcome.army).toMatchObject({ hpBefore: 60, hpAfter: 50, floor: 50, onStar: false });
    expect(play(s, 0, ["金4", "金4"]).state.army.hp).toBe(p.outcome.army.hpAfter);
  });
  test("terrain and 相剋 in the numbers: 木 on the forest against the army's 土 move", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["木3", "金1"], ["土1"]], army: { lastAction: { move: "frost_claw", cards: ["土1", "土2"] } } });
    const out = previewAction(view(s, 0), 0, { type: "play", cards: [s.players[0].hand[0]] });
    if (!out.ok) throw new Error("refused");
    expect(out.attack).toMatchObject({ base: 7, points: 11, interaction: "overcome", weakHit: true });
    expect(out.army.hpAfter).toBe(100 - 22);
    expect(out.team.pointsAfter).toBe(out.team.pointsBefore + 2);
  });
  test("cards that make several formations preview each one; an illegal play gives the typed error", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1", "水1", "火1", "土1"], ["土1"]] }, 2, { modules: { yanwang: true } });
    const all = previewFormations(view(s, 0), 0, s.players[0].hand);
    expect(all.map((x) => x.formation).sort()).toEqual(["cycle", "five_streams"]);
    const bad = previewAction(view(s, 0), 0, { type: "play", cards: s.players[0].hand.slice(0, 2).concat(s.players[0].hand.slice(0, 1)) });
    expect(bad).toMatchObject({ ok: false, error: { code: "duplicate_card" } });
  });
});

describe("movement previews", () => {
  test("a mountain costs a turn, and is refused without one to spare; a wall is impassable", () => {
    const s = pos({ zone: 3, cell: "J3", remaining: 0, hands: [["金1"]] });
    const k3 = previewMoves(view(s, 0)).find((m) => m.cell === "K3")!;
    expect(k3).toMatchObject({ legal: false, cost: 1, error: { code: "no_turns_for_mountain" }, terrain: { id: "mountain" } });
    expect(k3.playerAttack.earth).toBe(4);
    const castle = pos({ zone: 4, cell: "N2", hands: [["金1"]] });
    expect(previewMoves(view(castle, 0)).find((m) => m.cell === "N1")).toMatchObject({ legal: false, error: { code: "impassable" } });
  });
  test("the border: closed while the opponent lives; open after, with the grant", () => {
    const alive = pos({ zone: 1, cell: "D2", hands: [["金1"]] });
    expect(previewMoves(view(alive, 0)).find((m) => m.cell === "E2")).toMatchObject({ legal: false, error: { code: "border_closed" } });
    const rest = pos({ zone: 1, cell: "D2", hands: [["金1"]], army: { alive: false } });
    expect(previewMoves(view(rest, 0)).find((m) => m.cell === "E2")).toMatchObject({ legal: true, crossing: { zone: 2, grant: 20, freezes: false } });
    const lair = previewMoves(view(pos({ zone: 1, cell: "C2", hands: [["金1"]] }), 0)).find((m) => m.cell === "D2")!;
    expect(lair).toMatchObject({ onStar: true, terrain: { id: "forest" } });
    expect(lair.armyAttack.wood).toBe(4);
  });
});

describe("dig, shop and shard previews", () => {
  test("the dig's chance from unseen cards: 1 − C(U−Q,3)/C(U,3)", () => {
    const s = pos({ zone: 2, cell: "G3", hands: [["金1", "木1"], ["水1"]] });
    const d = previewDig(view(s, 0), 0);
    expect(d.allowed).toBe(true);
    const U = d.unseen, Q = d.qualifyingUnseen;
    expect(Q).toBe(15);
    const c3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;
    expect(d.chance).toBeCloseTo(1 - c3(U - Q) / c3(U), 10);
    expect(previewDig(view(pos({ zone: 2, cell: "F3", hands: [["金1"]] }), 0), 0)).toMatchObject({ allowed: false, error: { code: "not_a_dig_site" } });
  });
  test("the shop: open in towns, prices, what the team can afford", () => {
    const s = pos({ zone: 1, cell: "A3", hands: [["金1"]], team: { points: 8 } });
    const shop = previewShop(view(s, 0), 0);
    expect(shop.open).toBe(true);
    expect(shop.items.find((i) => i.item === "healing_draught")).toMatchObject({ price: 8, canBuy: true });
    expect(shop.items.find((i) => i.item === "hourglass")).toMatchObject({ canBuy: false, buyError: { code: "not_enough_points" } });
    expect(previewShop(view(pos({ zone: 1, cell: "B3", hands: [["金1"]] }), 0), 0).items[0].buyError!.code).toBe("not_in_town");
  });
  test("the 火 shard: the army loses 20 under the ★ rule and its shield breaks", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1"], ["水1"]], army: { shield: 12, hp: 90 }, team: { shards: [{ card: "火5", site: "E1" }] } });
    const out = previewShard(view(s, 0), 0, "fire", s.players[0].hand[0]);
    if (!out.ok) throw new Error("refused");
    expect(out.army).toMatchObject({ hpBefore: 90, hpAfter: 70, shieldBefore: 12, shieldAfter: 0 });
  });
  test("the army's forecast from its face-up cards", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1"]], army: { hand: ["金3", "木2", "木5", "水1"], faceUp: 3 } });
    expect(previewArmy(view(s, 0))).toMatchObject({ move: { id: "wind_blade" }, points: 15, certain: false });
    expect(ev([], "x")).toBeUndefined();
  });
});

describe("轉職 preview", () => {
  test("what a change needs and gives, and the cards from the hand that would do", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["土1", "土2", "水3"], ["水1"]], army: { alive: false } });
    const p = previewProfession(view(s, 0), 0, "windwalker");
    expect(p).toMatchObject({ ok: true, route: "requirement" });
    expect(p.cards).toHaveLength(2);
    expect(p.gains).toEqual(expect.arrayContaining(["windwalking", "mimic_proficiency"]));
    expect(previewProfession(view(s, 0), 0, "martial_artist")).toMatchObject({ ok: false });
  });
});
