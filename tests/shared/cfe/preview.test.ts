import { previewCards, type CfeState } from "../../../shared/src/games/cfe";
import { engine, pos, reg } from "./helpers";

/** The client preview: points an attack would do now, after 相生/相剋 and the target's shield, on the seat's own view. */
describe("preview", () => {
  test("相剋 doubles, a shield absorbs (physical ×2), and it runs on a redacted view", () => {
    const s = pos({ hands: [["火3", "金4", "金5"], ["木1"]], prevTurn: { formation: "metal_strike" } });
    const v = engine.view(s, 0) as CfeState;
    const [fire, , ] = v.players[0].hand;
    expect(previewCards(reg, v, 0, [fire])[0]).toMatchObject({ formation: "fire_strike", points: 7, interaction: "overcome", targetHp: -14 });
    const sh = engine.view(pos({ hands: [["金4", "金5"], ["木1"]], shields: [0, 30] }), 0) as CfeState;
    expect(previewCards(reg, sh, 0, sh.players[0].hand)).toEqual([expect.objectContaining({ formation: "weapon", points: 18, shieldLoss: 30, targetHp: 0 })]);
  });
  test("cards making several formations list each", () => {
    const s = pos({ hands: [["金2", "木2", "水2", "火2", "土2"], ["木1", "木2"]] });
    expect(previewCards(reg, s, 0, s.players[0].hand).map((p) => [p.formation, p.targetHp])).toEqual([["cycle", 0], ["five_streams", -30]]);
  });
});
