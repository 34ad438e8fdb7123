/**
 * The 弒魔戰爭 tutorial's script against the real engine: every step opens on the learner's turn, its taught move is
 * accepted, every other legal move is refused with a reason and changes nothing, an illegal one gets the engine's
 * typed refusal, and the lessons (the army's turn, the ★ half rule, the dig) happen as the steps say.
 */
import { legalActions } from "../../shared/src/games/slaying/legal";
import { SLAYING_ERRORS } from "../../shared/src/games/slaying/errors";
import { STEPS, LEARNER, positionAt, canonicalMove, judgeMove, highlightSelectors, slayingTutorial } from "../../client/src/tutorial/slayingScript";
import type { SlayingAction } from "../../shared/src/games/slaying/actions";

const byId = (id: string) => STEPS.findIndex((s) => s.id === id);
const ok = (i: number) => {
  const s = positionAt(i);
  const v = judgeMove(STEPS[i], s, canonicalMove(STEPS[i], s));
  if (!v.ok) throw new Error(`${STEPS[i].id}: ${v.why.en}`);
  return { before: s, after: v.state, events: v.events };
};
const key = (a: SlayingAction) => JSON.stringify(a);

test("each step opens on the learner's turn and its taught move is legal there and accepted", () => {
  for (let i = 0; i < STEPS.length; i++) {
    const s = positionAt(i);
    const taught = canonicalMove(STEPS[i], s);
    expect({ step: STEPS[i].id, current: s.current, over: s.phase === "over", legal: legalActions(s, LEARNER).map(key).includes(key(taught)) }).toEqual({ step: STEPS[i].id, current: LEARNER, over: false, legal: true });
    expect({ step: STEPS[i].id, ok: judgeMove(STEPS[i], s, taught).ok }).toEqual({ step: STEPS[i].id, ok: true });
  }
});

/** The legal moves each step accepts besides its taught one (an attack step takes any formation that does the job). */
const ACCEPTED: Record<string, string[]> = {
  move: ["move B3"],
  attack: ["metal_strike", "weapon", "wood_strike", "water_strike", "earth_strike"],
  "army-turn": ["discard", "discard", "discard"],
  "star-floor": ["metal_strike", "weapon"],
  "star-step": ["move D2"],
  "star-attack": ["wood_strike", "fire_strike", "water_strike"],
  dig: ["dig"],
};
const label = (a: SlayingAction) => (a.type === "move" ? `move ${a.cell}` : a.type === "play" ? a.formation! : a.type);

test("every other legal move is refused with a reason and leaves the position as it was", () => {
  for (let i = 0; i < STEPS.length; i++) {
    const s = positionAt(i);
    const before = JSON.stringify(s);
    const accepted: string[] = [];
    const legal = legalActions(s, LEARNER);
    expect(legal.length).toBeGreaterThan(1);
    for (const a of legal) {
      const v = judgeMove(STEPS[i], s, a);
      if (v.ok) accepted.push(label(a));
      else {
        expect({ step: STEPS[i].id, illegal: v.illegal }).toEqual({ step: STEPS[i].id, illegal: false });
        expect(v.why.zh.length * v.why.en.length).toBeGreaterThan(0);
      }
    }
    expect({ step: STEPS[i].id, accepted: [...new Set(accepted)].sort() }).toEqual({ step: STEPS[i].id, accepted: [...new Set(ACCEPTED[STEPS[i].id])].sort() });
    expect(JSON.stringify(s)).toBe(before);
  }
});

test("an illegal move gets the engine's own typed refusal", () => {
  const s = positionAt(byId("move"));
  const diagonal = judgeMove(STEPS[0], s, { type: "move", cell: "B2" });
  expect(diagonal).toEqual({ ok: false, illegal: true, why: { zh: SLAYING_ERRORS.not_adjacent.zh, en: SLAYING_ERRORS.not_adjacent.en } });
  const dig = judgeMove(STEPS[0], s, { type: "dig" });
  expect(dig.ok === false && dig.why.en).toBe(SLAYING_ERRORS.not_a_dig_site.en);
  const d = byId("army-turn");
  const mid = positionAt(d);
  const notDrawn = judgeMove(STEPS[d], mid, { type: "discard", card: mid.players[0].hand[0] });
  expect(notDrawn.ok === false && notDrawn.illegal).toBe(true);
});

test("a formation that does not hurt the army is explained with the engine's preview", () => {
  const i = byId("attack");
  const s = positionAt(i);
  const spell = legalActions(s, LEARNER).find((a) => a.type === "play" && a.formation === "empty_city")!;
  const v = judgeMove(STEPS[i], s, spell);
  expect(v.ok === false && v.why.en).toContain("does not hurt the army");
});

test("the army's turn runs inside the discard: it attacks the party and the learner's next turn starts", () => {
  const i = byId("army-turn");
  const { before, after, events } = ok(i);
  expect(before.phase).toBe("draw");
  const types = events.map((e) => e.type);
  expect(types).toEqual(expect.arrayContaining(["draw_discard", "army_turn", "army_attack", "army_turn_end", "turn"]));
  expect(after.team.hp).toBeLessThan(before.team.hp);
  expect({ phase: after.phase, turn: after.turn, current: after.current }).toEqual({ phase: "turn", turn: before.turn + 1, current: LEARNER });
});

test("the ★ rule: off the ★ the envoy stops at half; on it the next attack goes below", () => {
  const floor = ok(byId("star-floor"));
  expect(floor.before.army.hp).toBe(58);
  expect(floor.after.army.hp).toBe(50);
  expect(floor.events.find((e) => e.type === "army_hp")?.data).toMatchObject({ capped: true, onStar: false, floor: 50 });
  // A weaker strike that stays above the floor does not show the rule: refused with the numbers.
  const s = floor.before;
  const weak = legalActions(s, LEARNER).find((a) => a.type === "play" && a.formation === "water_strike")!;
  const v = judgeMove(STEPS[byId("star-floor")], s, weak);
  expect(v.ok === false && v.why.en).toContain("above 50");
  const onStar = ok(byId("star-attack"));
  expect(onStar.before.team.cell).toBe("D2");
  expect(onStar.after.army.hp).toBeLessThan(50);
});

test("the dig on the ruins at G3 finds the metal shard: HP and max HP +20", () => {
  const { before, after } = ok(byId("dig"));
  expect(after.team.shards.map((x) => [x.element, x.site])).toEqual([["metal", "G3"]]);
  expect(after.team.maxHp).toBe(before.team.maxHp + 20);
  expect(after.team.hp).toBe(before.team.hp + 20);
});

test("highlights name the board's own hooks, the thing to press first", () => {
  expect(STEPS.map((st) => highlightSelectors(st)[0])).toEqual([
    '[data-testid="map-cell-B3"]',
    '[data-testid="suggestion"][data-formation="weapon"]',
    '[data-testid="draw-dialog"]',
    '[data-testid="suggestion"][data-formation="weapon"]',
    '[data-testid="map-cell-D2"]',
    '[data-testid="suggestion"][data-formation="wood_strike"]',
    '[data-testid="dig"]',
  ]);
});

test("every text has both languages, and English holds no Chinese beyond the game terms players keep", () => {
  // The language walk's allow-list (tests/browser/language.ts).
  const allowed = /魔王軍|碎片|陣式|[木火土金水]/g;
  const texts = [slayingTutorial.game, slayingTutorial.doneBody, slayingTutorial.followUpNote, ...STEPS.flatMap((st) => [st.title, st.body, st.after, st.otherwise, ...Object.values(st.others ?? {})])];
  for (const t of texts) {
    expect(t!.zh.length).toBeGreaterThan(0);
    expect({ en: t!.en, cjk: t!.en.replace(allowed, "").match(/[\u3400-\u9fff]/g) }).toEqual({ en: t!.en, cjk: null });
    expect({ en: t!.en, punct: t!.en.match(/[，。：、；！？（）「」]/g) }).toEqual({ en: t!.en, punct: null });
  }
});
