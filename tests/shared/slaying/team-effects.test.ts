import { previewAction, previewFormations, type SlayingState } from "../../../shared/src/games/slaying";
import { engine, pos, play } from "./helpers";

/**
 * Issue 24 item 4: a play's preview reports every effect on the team — the token's movement, 鎖足, 灼傷, lost turns
 * — and says whether it hurts the team; 幻化 copying the army's last move copies its rider (seed §9-1's warning).
 */
const view = (s: SlayingState, seat: number) => engine.view(s, seat) as SlayingState;

function mimicPreview(move: string, cards: string[], cell = "L3") {
  const s = pos({ zone: 3, cell, hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move, cards } } });
  const [p] = previewFormations(view(s, 0), 0, s.players[0].hand.slice(0, 2));
  expect(p.formation).toBe("mimic");
  if (!p.outcome.ok) throw new Error(p.outcome.error.en);
  return { s, out: p.outcome };
}

describe("幻化 copying a move with a team-bound rider", () => {
  test("地裂術: the knockback of 2 moves the team L3 → J3, reported as harmful, as playing it does", () => {
    const { s, out } = mimicPreview("earth_split", ["土1", "土2"]);
    expect(out.hurtsTeam).toBe(true);
    expect(out.teamEffects).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "moved", before: "L3", after: "J3", harmful: true })]));
    expect(play(s, 0, ["土2", "土3"]).state.team.cell).toBe("J3");
  });
  test("鐵鎖術: 鎖足 for 2 player turns", () => {
    const { out } = mimicPreview("iron_lock", ["金1", "金2"]);
    expect(out.hurtsTeam).toBe(true);
    const e = out.teamEffects.find((x) => x.kind === "fetter")!;
    expect(e).toMatchObject({ before: 0, after: 2, harmful: true });
    expect(e.zh).toContain("鎖足");
    expect(e.en).toMatch(/cannot move for 2/);
  });
  test("燒灼術: 灼傷 3 × 3", () => {
    const { out } = mimicPreview("scorch", ["火1", "火2"]);
    expect(out.teamEffects.find((x) => x.kind === "scorch")).toMatchObject({ before: 0, after: 9, harmful: true });
    expect(out.hurtsTeam).toBe(true);
  });
  test("a copy without a team rider (風刃術) does not hurt the team", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "wind_blade", cards: ["木2", "木5"] } } });
    const out = previewAction(view(s, 0), 0, { type: "play", cards: s.players[0].hand.slice(0, 2) });
    if (!out.ok) throw new Error("refused");
    expect(out.hurtsTeam).toBe(false);
    expect(out.teamEffects).toEqual([]);
  });
});

describe("other effects on the team", () => {
  test("lost turns: 魔法反光閃 stops its caster's draw, reported on that seat", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["火1", "火2", "金1", "木1"], ["水1"]], professions: ["sage", null] });
    const all = previewFormations(view(s, 0), 0, s.players[0].hand);
    const flash = all.find((x) => x.formation === "reflection_flash");
    expect(all.map((x) => x.formation)).toContain("reflection_flash");
    if (!flash?.outcome.ok) throw new Error("refused");
    expect(flash.outcome.teamEffects).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "cannot_draw", seat: 0, harmful: true })]));
  });
  test("the team's own step is reported but is not a setback", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["木1"], ["水1"]] });
    const out = previewAction(view(s, 0), 0, { type: "move", cell: "C3" });
    if (!out.ok) throw new Error(out.error.en);
    expect(out.teamEffects.find((e) => e.kind === "moved")).toMatchObject({ before: "B3", after: "C3", harmful: false });
  });
});
