import { applyInteraction, interaction, resolveAttack } from "../../../shared/src/games/cfe";
import type { Element } from "../../../shared/src/core/elements";
import { pos, play } from "./helpers";

/** §6.2 (5-2.4b–e): the current elemental attack X against 上家's previous-turn elemental attack Y. */
const ZH: Record<string, Element> = { 金: "metal", 木: "wood", 水: "water", 火: "fire", 土: "earth" };
// Rows: previous Y; columns: current X in 金木水火土 order. h = heal (X 生 Y), 2 = double (X 剋 Y), ½ = halve (same), 1 = normal.
const TABLE: Record<string, string> = {
  金: "½ 1 1 2 h", // 土生金 heal; 火剋金 double
  木: "2 ½ h 1 1", // 金剋木; 水生木
  水: "h 1 ½ 1 2", // 金生水; 土剋水
  火: "1 h 2 ½ 1", // 木生火; 水剋火
  土: "1 2 1 h ½", // 木剋土; 火生土
};

describe("相生 / 相剋 / 相抵 table (§6.2)", () => {
  for (const [y, row] of Object.entries(TABLE)) {
    row.split(" ").forEach((cell, i) => {
      const x = "金木水火土"[i];
      test(`previous ${y}, now ${x}: ${cell}`, () => {
        const expected = { h: "generate", "2": "overcome", "½": "same", "1": "none" }[cell];
        expect(interaction(ZH[x], ZH[y], 0)).toBe(expected);
        // Through the engine: a level-3 single strike (7 points) after 上家's strike of element Y.
        const s = pos({ hands: [[`${x}3`], ["金1"]], hp: [100, 50], prevTurn: { formation: `${ZH[y]}_strike` } });
        const { state } = play(s, 0, [`${x}3`]);
        const change = state.hp[1] - 50;
        expect(change).toBe({ h: +7, "2": -14, "½": -4, "1": -7 }[cell]);
      });
    });
  }

  test("halving rounds up; generating heals the full amount; overcoming doubles", () => {
    expect(applyInteraction(9, "same")).toEqual({ amount: 5, heals: false });
    expect(applyInteraction(9, "generate")).toEqual({ amount: 9, heals: true });
    expect(applyInteraction(9, "overcome")).toEqual({ amount: 18, heals: false });
  });

  test("no interaction when the target has a shield, for physical or special attacks, or after a spell", () => {
    expect(interaction("fire", "metal", 5)).toBe("none");
    const shielded = pos({ hands: [["火3"], ["金1"]], shields: [0, 30], prevTurn: { formation: "metal_strike" } });
    expect(play(shielded, 0, ["火3"]).state.players[1].shield).toBe(23);
    const physical = pos({ hands: [["金2", "金3"], ["金1"]], prevTurn: { formation: "fire_strike" } });
    expect(play(physical, 0, ["金2", "金3"]).state.hp[1]).toBe(90);
    const afterSpell = pos({ hands: [["火3"], ["金1"]], prevTurn: { formation: "barrier" } });
    expect(play(afterSpell, 0, ["火3"]).state.hp[1]).toBe(93);
    expect(resolveAttack({ points: 10, kind: "physical", element: null, prevElement: "metal", targetShield: 0, counter: null }).targetHp).toBe(-10);
  });

  test("healing through 相生 never goes above the maximum", () => {
    const s = pos({ hands: [["土5"], ["金1"]], hp: [100, 97], prevTurn: { formation: "metal_triple" } });
    expect(play(s, 0, ["土5"]).state.hp[1]).toBe(100);
  });

  test("the element of the attack just made is recorded for the next player's interaction", () => {
    const s = pos({ hands: [["火3", "金1"], ["金1"]] });
    const { state } = play(s, 0, ["火3"]);
    expect(state.thisTurn.attackElement).toBe("fire");
  });
});
