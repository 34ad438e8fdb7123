/**
 * The 生剋棋 tutorial's script against the real engine: every step's taught move is legal and accepted where the
 * script says, other legal moves are refused with a reason and leave the position as it was, and the last step ends
 * the game with the learner winning.
 */
import { legalActions } from "../../shared/src/games/shengke/legal";
import { cellName } from "../../shared/src/games/shengke/board";
import { STEPS, LEARNER, positionAt, canonicalMove, judgeMove, highlightSelectors, resultText, resolve } from "../../client/src/tutorial/shengkeScript";
import { parseProgress, progressAfter, serializeProgress, lobbyLabel } from "../../client/src/tutorial/progress";

const byId = (id: string) => STEPS.findIndex((s) => s.id === id);

test("each step opens on the learner's priority, and its taught move is accepted", () => {
  for (let i = 0; i < STEPS.length; i++) {
    const s = positionAt(i);
    expect({ step: STEPS[i].id, seat: s.priority.seat, over: s.over }).toEqual({ step: STEPS[i].id, seat: LEARNER, over: false });
    const v = judgeMove(STEPS[i], s, canonicalMove(STEPS[i], s));
    expect({ step: STEPS[i].id, ok: v.ok }).toEqual({ step: STEPS[i].id, ok: true });
  }
});

test("the guided turn walks the five phases in order", () => {
  const phases = ["start", "end-start", "draw", "place-1", "place-2", "judge", "spend", "end-turn"].map((id) => positionAt(byId(id)).phase);
  expect(phases).toEqual(["start", "start", "draw", "place", "place", "judge", "judge", "judge"]);
  const afterTurn = positionAt(byId("danger") - 1);
  const s = positionAt(byId("end-turn"));
  const v = judgeMove(STEPS[byId("end-turn")], s, canonicalMove(STEPS[byId("end-turn")], s));
  expect(v.ok && v.state.turn).toBe(4);
  expect(afterTurn.turn).toBe(3);
});

test("the judgement step destroys the wood card and gains a water 魄 and a metal 魂", () => {
  const i = byId("judge");
  const s = positionAt(i);
  const before = { spirit: s.players[0].spirit.water, soul: s.players[0].soul.metal };
  const v = judgeMove(STEPS[i], s, { type: "judge" });
  if (!v.ok) throw new Error(v.why.en);
  const names = v.state.board.map((c) => (c ? v.state.cards[c.id].zh : null));
  expect(names[17]).toBeNull(); // c4: 藤甲龜 (行剋)
  expect(s.board[17] && s.cards[s.board[17]!.id].zh).toBe("藤甲龜");
  expect(names[12]).toBe("白牙龍");
  expect(names[7]).toBe("林棘虎"); // straight behind: outside 出 7
  expect(v.state.players[0].spirit.water).toBe(before.spirit + 1);
  expect(v.state.players[0].soul.metal).toBe(before.soul + 1);
});

test("the start step takes any token; another legal move there is explained and not played", () => {
  const s = positionAt(0);
  expect(judgeMove(STEPS[0], s, { type: "token", kind: "spirit", element: "fire" }).ok).toBe(true);
  const placeStep = byId("place-1");
  const p = positionAt(placeStep);
  const hand = p.players[0].hand.find((id) => p.cards[id].zh === "白牙龍")!;
  const legal = legalActions(p, LEARNER).filter((a) => a.type === "summon" && a.card === hand && a.cell !== 12);
  expect(legal.length).toBeGreaterThan(3);
  const before = JSON.stringify(p);
  for (const a of legal) {
    const v = judgeMove(STEPS[placeStep], p, a);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.illegal).toBe(false);
      expect(v.why.en).toContain(`On ${cellName((a as { cell: number }).cell)}:`);
      expect(v.why.en).toContain("c3");
    }
  }
  expect(JSON.stringify(p)).toBe(before);
});

test("spending a 魂 draws a card from that element's pile", () => {
  const i = byId("spend");
  const s = positionAt(i);
  const v = judgeMove(STEPS[i], s, { type: "soulDraw", element: "metal", count: 1 });
  if (!v.ok) throw new Error(v.why.en);
  expect(v.state.players[0].soul.metal).toBe(s.players[0].soul.metal - 1);
  expect(v.state.players[0].hand.length).toBe(s.players[0].hand.length + 1);
  expect(v.state.cards[v.state.players[0].hand.at(-1)!].element).toBe("metal");
  const other = judgeMove(STEPS[i], s, { type: "endPhase" });
  expect(other.ok).toBe(false);
  if (!other.ok) expect(other.why.en).toContain("spend");
});

test("an illegal move gets the engine's own reason", () => {
  const i = byId("place-2");
  const s = positionAt(i);
  const card = s.players[0].hand.find((id) => s.cards[id].zh === "岩甲龜")!;
  const v = judgeMove(STEPS[i], s, { type: "summon", card, cell: 13 }); // d3 holds a card
  expect(v.ok).toBe(false);
  if (!v.ok) expect(v.illegal).toBe(true);
  const adj = judgeMove(STEPS[i], s, { type: "summon", card, cell: 11 }); // b3: beside c3
  expect(adj.ok).toBe(false);
  if (!adj.ok) expect(adj.illegal).toBe(true);
});

test("剋行 step: beside the fire card the dragon dies; a cell that takes the wood card safely is accepted", () => {
  const i = byId("danger");
  const s = positionAt(i);
  const step = STEPS[i];
  const c3 = judgeMove(step, s, resolve(s, { type: "summon", card: "白牙龍", cell: "c3" }));
  expect(c3.ok).toBe(false);
  if (!c3.ok) expect(c3.why.en).toContain("剋行");
  const far = judgeMove(step, s, resolve(s, { type: "summon", card: "白牙龍", cell: "e5" }));
  expect(far.ok).toBe(false);
  if (!far.ok) expect(far.why.en).toContain("does not reach");
  for (const cell of ["d3", "b4"]) {
    const v = judgeMove(step, s, resolve(s, { type: "summon", card: "白牙龍", cell }));
    expect({ cell, ok: v.ok }).toEqual({ cell, ok: true });
    if (v.ok) {
      const names = v.state.board.filter(Boolean).map((c) => v.state.cards[c!.id].zh);
      expect(names).toContain("白牙龍");
      expect(names).not.toContain("藤甲龜");
      expect(v.state.t.judged).toBe(true);
    }
  }
});

test("the last step ends the game and the learner, moving second, wins 6 to 5", () => {
  const i = STEPS.length - 1;
  const s = positionAt(i);
  const v = judgeMove(STEPS[i], s, { type: "endPhase" });
  if (!v.ok) throw new Error(v.why.en);
  expect(v.state.over).toBe(true);
  expect(resultText(v.state)?.en).toMatch(/wins \(.*6.*3\+2\)/);
});

test("highlights name the view's own hooks, the thing to press first; hand cards by their id", () => {
  expect(STEPS.map((st) => highlightSelectors(st, positionAt(STEPS.indexOf(st)))[0])).toEqual([
    '[data-testid="sk-tokens-0"]',
    '[data-testid="sk-end-phase"]',
    '[data-testid="sk-draw"]',
    expect.stringContaining("sk-hand-card"),
    expect.stringContaining("sk-hand-card"),
    '[data-testid="sk-judge"]',
    '[data-testid="sk-soul-draw-metal"]',
    '[data-testid="sk-end-phase"]',
    expect.stringContaining("sk-hand-card"),
    '[data-testid="sk-end-phase"]',
  ]);
  const i = byId("place-1");
  const s = positionAt(i);
  const id = s.players[0].hand.find((x) => s.cards[x].zh === "白牙龍");
  expect(highlightSelectors(STEPS[i], s)).toEqual([`[data-testid="sk-hand-card"][data-card="${id}"]`, '[data-testid="sk-cell-12"]']);
});

test("every step has both languages, and English text holds no Chinese beyond game terms", () => {
  // The language walk's allow-list (tests/browser/language.test.ts): game terms players keep in Chinese.
  const allowed = /行剋|剋行|行生|生行|[魂魄入出]/g;
  for (const st of STEPS) {
    for (const t of [st.title, st.body, st.after, st.otherwise, ...Object.values(st.others ?? {})]) {
      expect(t!.zh.length).toBeGreaterThan(0);
      expect({ id: st.id, en: t!.en.replace(allowed, "").match(/[\u3400-\u9fff]/g) }).toEqual({ id: st.id, en: null });
      expect({ id: st.id, en: t!.en.match(/[，。：、；！？（）「」]/g) }).toEqual({ id: st.id, en: null });
    }
  }
});

test("progress: parsed defensively, only moves forward, and names the lobby's label", () => {
  expect(parseProgress(null)).toEqual({ step: 0, done: false });
  expect(parseProgress("{bad")).toEqual({ step: 0, done: false });
  expect(parseProgress(JSON.stringify({ step: 99, done: false }), 9)).toEqual({ step: 8, done: false });
  const p = progressAfter({ step: 3, done: false }, 5, 9);
  expect(p).toEqual({ step: 5, done: false });
  expect(progressAfter(p, 2, 9)).toEqual({ step: 5, done: false });
  expect(progressAfter(p, 9, 9)).toEqual({ step: 8, done: true });
  expect(parseProgress(serializeProgress({ step: 8, done: true }), 9)).toEqual({ step: 8, done: true });
  expect(lobbyLabel(null)).toBe("start");
  expect(lobbyLabel({ step: 0, done: false })).toBe("start");
  expect(lobbyLabel({ step: 4, done: false })).toBe("continue");
  expect(lobbyLabel({ step: 8, done: true })).toBe("done");
});
