import { pos, act } from "./helpers";

/** §9.1 棄牌回收 (optional): before the action, the card 上家 discarded in last turn's draw, for level × 2 HP. */
describe("棄牌回收", () => {
  const spec = { hands: [["金1"], ["金1"]], prevTurn: { formation: "fire_strike", drawDiscard: "火4" }, cannotAct: [1, 0] };
  test("puts the card on top of your deck and costs level × 2, even under Cannot Act", () => {
    const s = pos(spec, 2, { recycle: true });
    const card = s.prevTurn!.drawDiscard!;
    const r = act(s, 0, { type: "recycle" }).state;
    expect(r.piles[0].deck[0]).toBe(card);
    expect(r.hp[0]).toBe(92);
    expect(r.piles[0].discard).not.toContain(card);
    expect(() => act(r, 0, { type: "recycle" })).toThrow(expect.objectContaining({ code: "recycle_used" }));
    // then the pass; the draw starts with the retrieved card
    const d = act(r, 0, { type: "pass" }).state;
    expect(d.players[0].hand).toHaveLength(1); // Cannot Act here comes without Cannot Draw
  });
  test("refused when the rule is off or nothing is eligible; can cost the game", () => {
    expect(() => act(pos(spec), 0, { type: "recycle" })).toThrow(expect.objectContaining({ code: "recycle_disabled" }));
    expect(() => act(pos({ hands: [["金1"], ["金1"]] }, 2, { recycle: true }), 0, { type: "recycle" })).toThrow(expect.objectContaining({ code: "recycle_nothing" }));
    const lose = act(pos({ ...spec, hp: [8, 100] }, 2, { recycle: true }), 0, { type: "recycle" }).state;
    expect(lose.phase).toBe("over");
    expect(lose.winnerTeams).toEqual([1]);
  });
});
