import { blessProblem, effectDef, legalTargets } from "../../../shared/src/games/chrono";
import { engine, idOf, pos, uidOf } from "./helpers";

/**
 * §5 test 6 — the seed's 水生木 for 加持: a 水 effect goes on 水 and 木 players and characters, on any side; never on
 * 金 (it generates 水), 火 (水剋火) or 草 (草剋水) [SEED 屬性 進化時機].
 */
const s = pos({
  players: [
    { attr: "水", hand: ["潮汐之盾", "時之泉"], field: ["齒輪衛兵", "林間斥候", "潮汐巡者"] },
    { attr: "木", field: ["餘燼兵", "嫩芽獵手", "珊瑚盾衛", "苔蘚巨像"] },
    { attr: "火" },
  ],
  phase: "prepare",
});
const view = engine.view(s, 0) as typeof s;
const card = (name: string) => s.players[0].hand.find((c) => s.cards[c] === idOf(name))!;

test("潮汐之盾 (水, on characters): every 水 or 木 character on any field, nothing else", () => {
  const targets = legalTargets(view, 0, { card: card("潮汐之盾") });
  const expected = [uidOf(s, 0, "林間斥候"), uidOf(s, 0, "潮汐巡者"), uidOf(s, 1, "珊瑚盾衛"), uidOf(s, 1, "苔蘚巨像")];
  expect(targets.map((t) => (t.kind === "character" ? t.uid : -1)).sort()).toEqual(expected.sort());
  const def = effectDef(s, card("潮汐之盾"))!;
  for (const [seat, name] of [[0, "齒輪衛兵"], [1, "餘燼兵"], [1, "嫩芽獵手"]] as const) expect(blessProblem(s, def, { uid: uidOf(s, seat, name) })).toBe("bless_attribute");
  expect(blessProblem(s, def, { seat: 0 })).toBe("bless_kind");
});

test("時之泉 (水, on players): the 水 and 木 players; the 火 player is refused", () => {
  expect(legalTargets(view, 0, { card: card("時之泉") })).toEqual([{ kind: "player", seat: 0 }, { kind: "player", seat: 1 }]);
  expect(blessProblem(s, effectDef(s, card("時之泉"))!, { seat: 2 })).toBe("bless_attribute");
});

test("legalActions offers exactly those 加持", () => {
  const blesses = engine.legalActions(s, 0).filter((a) => a.type === "bless" || a.type === "blessPlayer");
  expect(blesses).toHaveLength(6);
});
