/**
 * The 弒魔戰爭 tutorial's script: positions built by the engine's own position builder, the move each step teaches,
 * and why any other move is not the one. Pure (no DOM), so jest checks every step against the real engine; the page
 * (TutorialShell.tsx) only renders what this decides. Cards are written as faces ("金3") and resolved to the ids
 * the position dealt, as the scenario files write them.
 */
import type { GameEvent } from "../../../shared/src/core/engine";
import { isRuleError } from "../../../shared/src/core/errors";
import type { SlayingAction } from "../../../shared/src/games/slaying/actions";
import { slayingEngine } from "../../../shared/src/games/slaying/engine";
import { buildSlayingPosition, resolveSlayingFaces, type SlayingPositionSpec } from "../../../shared/src/games/slaying/position";
import { previewAction, type ActionOutcome } from "../../../shared/src/games/slaying/preview";
import { SlayingOptionsSchema } from "../../../shared/src/games/slaying/setup";
import type { SlayingState } from "../../../shared/src/games/slaying/types";
import { reasonFor, replayTo, sameAction, type StepBase, type Text, type TutorialScript, type Verdict } from "./script";

/** The learner plays the only seat; the army is the game's own. */
export const LEARNER = 0;

/** The easiest table: 簡易 (the army hits 2 less), and no professions to read about yet. */
const OPTIONS = SlayingOptionsSchema.parse({ difficulty: "簡易", modules: { professions: false } });

/** An action as the script writes it: cards by face ("金3"), resolved on the position to the ids it dealt. */
export type Written = SlayingAction | { type: "play"; cards: string[]; formation: string } | { type: "discard"; card: string };

/**
 * What a step teaches: one exact action, any action of a type, or any formation that hurts the army (the engine's
 * preview decides, and `check` may ask more of it); `canonical` is the one the walk-through plays.
 */
export type Taught =
  | { kind: "exact"; action: Written }
  | { kind: "anyOfType"; type: SlayingAction["type"]; canonical: Written }
  | { kind: "attack"; canonical: Written; check?: (o: ActionOutcome) => Text | null };

/** Marks on screen: map cells, a formation's suggestion, the ◆ of a ruin, or one of the view's parts. */
export type Highlight = { cell: string } | { formation: string } | { digSite: string } | { part: keyof typeof PART_SELECTORS };

export interface Step extends StepBase<Highlight, SlayingAction["type"]> {
  position?: SlayingPositionSpec;
  taught: Taught;
  /** Actions the script plays for the learner once the taught move is made (the draw's discard, so the army acts). */
  followUp?: ((s: SlayingState) => SlayingAction)[];
}

/** The first turn: the team on its ☆ town at A3, a pair of metal cards in hand, the army's cards fixed. */
const FIRST_TURN: SlayingPositionSpec = {
  zone: 1,
  cell: "A3",
  hands: [["金3", "金4", "木2", "水1", "土1"]],
  army: { hand: ["木1", "木3", "金2", "土3", "火1"] },
  deckTop: ["水2", "火3", "土2"],
};

/** Beside the first 魔使's ★ (D2), the opponent at 58 of 100: one attack reaches its floor of 50. */
const BESIDE_STAR: SlayingPositionSpec = {
  zone: 1,
  cell: "D3",
  army: { hp: 58, hand: ["金1", "金2", "土3", "火1", "水2"] },
  hands: [["金3", "金4", "火2", "水1", "土1"]],
  // 木5 first: whatever the attack, the draw keeps it for the attack on the ★.
  deckTop: ["木5", "木4", "土2"],
};

/** Zone 2, the team standing on the ruins at G3; the deck's top three hold a level-5 card. */
const ON_RUINS: SlayingPositionSpec = {
  zone: 2,
  cell: "G3",
  team: { hp: 150 },
  hands: [["木4", "火3", "水1", "土1", "金2"]],
  deckTop: ["金5", "水2", "火1"],
};

/** The draw's discard the tutorial makes for the learner: the last card drawn. */
const discardLast = (s: SlayingState): SlayingAction => {
  const drawn = s.pending?.kind === "draw" ? s.pending.cards : [];
  return { type: "discard", card: drawn[drawn.length - 1] ?? -1 };
};

export const STEPS: Step[] = [
  {
    id: "move",
    title: { zh: "合作：全隊一起走向魔王城", en: "Co-operative: the party walks to the castle together" },
    body: {
      zh: "你和隊友是同一隊，共用一個生命值（上方的隊伍生命）和地圖上的一個「隊」標記。每回合先可以走一格（前後左右，不能斜走）。剩餘回合數 R 每回合減 1：要在用完前打倒魔王。往東走：點 B3，再按「移動到 B3」。",
      en: "You and your teammates are one party: one shared HP (the party's HP at the top) and one token on the map. Each turn may start with one step (up, down, left or right, never diagonal). The turns left, R, drop by 1 each turn: beat the Demon King before they run out. Head east: click B3, then press Move to B3.",
    },
    after: { zh: "隊伍到了 B3（平原）。這一回合不能再移動了。", en: "The party is on B3 (plains). It cannot move again this turn." },
    position: FIRST_TURN,
    taught: { kind: "exact", action: { type: "move", cell: "B3" } },
    highlight: [{ cell: "B3" }, { part: "confirmMove" }, { part: "token" }, { part: "turnsLeft" }],
    others: { play: { zh: "可以直接攻擊，但這一步先移動。", en: "You may attack straight away, but first take a step." }, buy: { zh: "商城在城鎮開放，但這一步先移動。", en: "The shop is open in towns, but first take a step." } },
    otherwise: { zh: "可以走那裡，但這一課請往東走到 B3，朝 D2 的 ★ 前進。", en: "That is allowed, but for this lesson step east to B3, towards the ★ on D2." },
  },
  {
    id: "attack",
    title: { zh: "用陣式攻擊魔王軍", en: "Attack the army with a formation" },
    body: {
      zh: "行動就是出一個陣式（五行戰鬥牌的規則）：兩張同屬性的牌是「兵器」，一張牌也能單獨出擊。下方列出你的手牌能組成的陣式，每個都附上引擎算出的結果。點「兵器」（金3＋金4），再按「施展」攻擊右邊的魔使。",
      en: "Your action is one formation (the rules of Five Elements Battle Cards): two cards of one element make Weapon, and a single card can strike alone. Below your hand are the formations it can make, each with the outcome the engine works out. Click Weapon (Metal 3 + Metal 4), then press Perform to attack the envoy on the right.",
    },
    after: { zh: "魔使的生命下降了（右邊）。出完陣式後抽牌：多抽一張，再棄掉一張。", en: "The envoy's HP went down (on the right). After the action comes the draw: one card more than you keep, then a discard." },
    taught: { kind: "attack", canonical: { type: "play", cards: ["金3", "金4"], formation: "weapon" } },
    highlight: [{ formation: "weapon" }, { part: "perform" }, { part: "opponent" }, { part: "hand" }],
    otherwise: { zh: "這一步請出一個會傷害魔王軍的陣式。", en: "For this step, perform a formation that hurts the army." },
  },
  {
    id: "army-turn",
    title: { zh: "棄一張牌，然後輪到魔王軍", en: "Discard one, then the army's turn" },
    body: {
      zh: "抽到的三張裡選一張棄掉。你的回合就此結束，接著魔王軍自動行動：翻開手牌，用最多張的一組攻擊隊伍（右邊的預測會先告訴你）。每位玩家的回合之後都有一個魔王軍回合。點一張牌，再按「棄掉這張」。",
      en: "Of the three cards drawn, pick one to discard. That ends your turn, and the army acts by itself: it turns up its hand and attacks the party with its largest set (the forecast on the right tells you first). Every player's turn is followed by an army turn. Click a card, then press Discard this.",
    },
    after: { zh: "魔王軍翻開手牌、出了一組牌攻擊隊伍（右邊一步步播出；簡易模式傷害少 2）。接著是你的下一回合。", en: "The army turned up its hand and attacked the party with a set of cards (played step by step on the right; 2 less damage on Easy). Your next turn begins." },
    taught: { kind: "anyOfType", type: "discard", canonical: { type: "discard", card: "土2" } },
    highlight: [{ part: "drawDialog" }, { part: "forecast" }, { part: "teamHp" }],
    otherwise: { zh: "這一步請棄掉一張剛抽到的牌。", en: "For this step, discard one of the cards just drawn." },
  },
  {
    id: "star-floor",
    title: { zh: "★ 規則：不在 ★ 上，最多打掉一半", en: "The ★ rule: off the ★, at most half" },
    body: {
      zh: "新的局面。每個敵人都有一個 ★ 巢穴（第一個魔使在 D2）。隊伍不站在 ★ 上時，任何攻擊都不能把敵人的生命打到一半（這裡是 50）以下。魔使剩 58：在 D3 用「兵器」攻擊，看看它停在哪裡。",
      en: "A new position. Every opponent has a ★ lair (the first envoy's is D2). While the party is not standing on the ★, no attack can bring the opponent below half its HP (50 here). The envoy has 58: attack with Weapon from D3 and see where it stops.",
    },
    after: { zh: "攻擊點數超過 8，生命卻停在 50：不在 ★ 上最多削減一半。魔王軍接著行動了。", en: "The attack was worth more than 8, yet its HP stops at 50: off the ★ it cannot drop below half. The army has acted since." },
    position: BESIDE_STAR,
    taught: {
      kind: "attack",
      canonical: { type: "play", cards: ["金3", "金4"], formation: "weapon" },
      check: (o) => (o.army.hpAfter > o.army.floor ? { zh: `這會讓它剩 ${o.army.hpAfter}，還在 ${o.army.floor} 之上：選一個更強的陣式（兵器），看看上限。`, en: `That leaves it at ${o.army.hpAfter}, above ${o.army.floor}: pick a stronger formation (Weapon) to see the limit.` } : null),
    },
    followUp: [discardLast],
    highlight: [{ formation: "weapon" }, { part: "perform" }, { cell: "D2" }, { part: "opponent" }],
    others: { move: { zh: "走上 ★ 是下一步；這一步先在 D3 攻擊，看看上限。", en: "Stepping onto the ★ is the next step; first attack from D3 and see the limit." } },
    otherwise: { zh: "這一步請出一個會傷害魔王軍的陣式。", en: "For this step, perform a formation that hurts the army." },
  },
  {
    id: "star-step",
    title: { zh: "走上 ★", en: "Step onto the ★" },
    body: {
      zh: "魔使被擋在 50（右邊寫著原因）。走上它的 ★：點 D2，再按「移動到 D2」。",
      en: "The envoy is held at 50 (the panel on the right says why). Step onto its ★: click D2, then press Move to D2.",
    },
    after: { zh: "隊伍站在 ★ 上：現在攻擊沒有上限。", en: "The party stands on the ★: attacks now have no limit." },
    taught: { kind: "exact", action: { type: "move", cell: "D2" } },
    highlight: [{ cell: "D2" }, { part: "confirmMove" }, { part: "floorNote" }],
    others: { play: { zh: "在這裡攻擊仍然打不下 50：先走上 ★。", en: "An attack from here still cannot go below 50: step onto the ★ first." } },
    otherwise: { zh: "這一步請走上 D2 的 ★。", en: "For this step, step onto the ★ on D2." },
  },
  {
    id: "star-attack",
    title: { zh: "在 ★ 上攻擊", en: "Attack on the ★" },
    body: {
      zh: "D2 是森林：木屬性攻擊加成。出一張木牌（木5）攻擊，魔使的生命就能掉到 50 以下。打到 0 就擊敗這個區域的敵人，通往下一區的邊界隨之打開。",
      en: "D2 is a forest, which strengthens wood attacks. Strike with a wood card (Wood 5) and the envoy's HP can fall below 50. At 0 the zone's opponent is beaten and the border to the next zone opens.",
    },
    after: { zh: "生命跌破 50：在 ★ 上攻擊沒有上限。", en: "Its HP falls below 50: on the ★ attacks have no limit." },
    taught: { kind: "attack", canonical: { type: "play", cards: ["木5"], formation: "wood_strike" } },
    highlight: [{ formation: "wood_strike" }, { part: "perform" }, { part: "opponent" }],
    otherwise: { zh: "這一步請出一個會傷害魔王軍的陣式。", en: "For this step, perform a formation that hurts the army." },
  },
  {
    id: "dig",
    title: { zh: "在遺跡 ◆ 挖掘神器碎片", en: "Dig for an artifact shard on a ruin ◆" },
    body: {
      zh: "新的局面：第二區域。地圖上的 ◆ 是遺跡，隊伍站在遺跡上時，移動之後、行動之前可以挖掘一次：翻開牌堆頂 3 張，有 5 級牌就得到那個屬性的神器碎片（生命 +20、生命上限 +20、商城點數 +5）。你正站在 G3 的遺跡上：按「挖掘」。",
      en: "A new position: zone 2. A ◆ on the map is a ruin. Standing on one, the party may dig once, after moving and before the action: the top 3 cards of the deck are turned up, and a level-5 card among them becomes that element's artifact shard (HP +20, max HP +20, shop points +5). You stand on the ruin at G3: press Dig.",
    },
    after: { zh: "翻出金5：得到金屬性神器碎片。隊伍生命 +20，上限 +20。碎片之後可以用來把一張手牌變成 5 級牌。", en: "Metal 5 turned up: the metal shard is yours. Party HP +20, max HP +20. A shard can later turn a hand card into a level-5 card." },
    position: ON_RUINS,
    taught: { kind: "exact", action: { type: "dig" } },
    highlight: [{ part: "dig" }, { digSite: "G3" }, { part: "shards" }, { part: "teamHp" }],
    others: {
      move: { zh: "移動之後就不在遺跡上了：先挖掘。", en: "After a step you would be off the ruin: dig first." },
      play: { zh: "行動之後就不能挖掘了：先挖掘。", en: "After the action there is no digging: dig first." },
    },
    otherwise: { zh: "這一步請按「挖掘」。", en: "For this step, press Dig." },
  },
];

/** Faces in an action ("金3") → the ids this position dealt; a face not there is the engine's typed refusal. */
export function resolve(s: SlayingState, a: Written): SlayingAction {
  return resolveSlayingFaces(s, LEARNER, a) as SlayingAction;
}

/** The step's move as played on `s` (for a step reached by playing the ones before, and for the tests). */
export function canonicalMove(step: Step, s: SlayingState): SlayingAction {
  const t = step.taught;
  return resolve(s, t.kind === "exact" ? t.action : t.canonical);
}

/** Play `a` for the learner through the engine (the army's turn runs inside the action that ends the turn). */
function play(s: SlayingState, a: SlayingAction, events: GameEvent[]): SlayingState {
  const out = slayingEngine.apply(s, LEARNER, a);
  events.push(...out.events);
  return out.state;
}

/** The position once the taught move `a` and the step's follow-up have been played. */
export function afterStep(step: Step, s: SlayingState, a: SlayingAction, events: GameEvent[] = []): SlayingState {
  return followThrough(step, play(s, a, events), events);
}

/** The step's follow-up, played on the position its taught move left. */
function followThrough(step: Step, s: SlayingState, events: GameEvent[]): SlayingState {
  for (const f of step.followUp ?? []) s = play(s, f(s), events);
  return s;
}

export const positionAt = (index: number): SlayingState =>
  replayTo(STEPS, index, (p) => buildSlayingPosition(p as SlayingPositionSpec, { seed: "tutorial", seats: 1, options: OPTIONS }), (st, s) => afterStep(st, s, canonicalMove(st, s)));

/** Whether `a` is this step's move: the new position if it is, else why not (the position stays as it was). */
export function judgeMove(step: Step, s: SlayingState, a: SlayingAction): Verdict<SlayingState> {
  const events: GameEvent[] = [];
  let next: SlayingState;
  try {
    next = play(s, a, events);
  } catch (e) {
    if (isRuleError(e)) return { ok: false, illegal: true, why: { zh: e.zh, en: e.en } };
    throw e;
  }
  const why = mismatch(step, s, a);
  if (why) return { ok: false, illegal: false, why };
  return { ok: true, state: followThrough(step, next, events), events };
}

/** Why a legal move is not the step's, or null when it is. */
function mismatch(step: Step, s: SlayingState, a: SlayingAction): Text | null {
  const t = step.taught;
  if (t.kind === "exact") return sameAction(resolve(s, t.action), a) ? null : explainOther(step, s, a);
  if (t.kind === "anyOfType") return a.type === t.type ? null : explainOther(step, s, a);
  if (a.type !== "play") return explainOther(step, s, a);
  const o = previewAction(s, LEARNER, a);
  if (o.ok && o.army.hpAfter < o.army.hpBefore) return t.check?.(o) ?? null;
  return { zh: `這個陣式不會傷害魔王軍（預覽：生命 ${s.army.hp} 不變）。${step.otherwise.zh}`, en: `That formation does not hurt the army (the preview keeps its HP at ${s.army.hp}). ${step.otherwise.en}` };
}

/** A legal move that is not the lesson's: what an attack would do (the engine's preview), then the step's reason. */
export function explainOther(step: Step, s: SlayingState, a: SlayingAction): Text {
  const reason = reasonFor(step, a.type);
  const o = a.type === "play" ? previewAction(s, LEARNER, a) : null;
  if (!o?.ok) return reason;
  return { zh: `這個陣式會讓魔王軍生命 ${o.army.hpBefore} → ${o.army.hpAfter}。${reason.zh}`, en: `That formation would take the army's HP ${o.army.hpBefore} → ${o.army.hpAfter}. ${reason.en}` };
}

/** The tutorial never plays a game to its end: no score line. */
const resultText = (): Text | null => null;

/**
 * CSS selectors (data-testid hooks of the table view) for a step's highlights. The parts that only appear once
 * something is picked (the move's confirm, a formation's perform button) are marked when they appear.
 */
export function highlightSelectors(step: Step): string[] {
  return step.highlight.map((h) => ("cell" in h ? `[data-testid="map-cell-${h.cell}"]` : "formation" in h ? `[data-testid="suggestion"][data-formation="${h.formation}"]` : "digSite" in h ? `[data-testid="map-cell-${h.digSite}"]` : PART_SELECTORS[h.part]));
}

const PART_SELECTORS = {
  token: '[data-testid="team-token"]',
  confirmMove: '[data-testid="confirm-move"]',
  perform: '[data-testid^="perform-"]',
  opponent: '[data-testid="opponent"]',
  hand: '[data-testid="my-hand"]',
  drawDialog: '[data-testid="draw-dialog"]',
  forecast: '[data-testid="forecast"]',
  teamHp: '[data-testid="team-hp"]',
  turnsLeft: '[data-testid="counter-r"]',
  floorNote: '[data-testid="floor-note"]',
  dig: '[data-testid="dig"]',
  shards: '[data-testid="shards"]',
} as const;

/** The 弒魔戰爭 tutorial as the page runs it. */
export const slayingTutorial: TutorialScript<SlayingState, SlayingAction, Step> = {
  mode: "slaying",
  learner: LEARNER,
  game: { zh: "弒魔戰爭", en: "Demon-Slaying War" },
  doneBody: {
    zh: "你學會了在地圖上移動、用陣式攻擊、魔王軍的回合、★ 的一半規則和在遺跡挖掘碎片。商城、碎片的用法和職業在實戰中再慢慢認識：和電腦隊友一起，在簡易模式下挑戰魔王吧。",
    en: "You know how to move on the map, attack with a formation, what the army's turn does, the ★ half rule and digging for shards on ruins. The shop, using shards and professions come with practice: take on the Demon King on Easy with a bot teammate.",
  },
  followUpNote: { zh: "（教學替你做了之後的棄牌。）", en: "(The tutorial made the discard that followed for you.)" },
  steps: STEPS,
  positionAt,
  judgeMove,
  highlightSelectors,
  resultText,
  table: (s) => ({ over: s.phase === "over", seq: s.turn * 10 + s.turnState.stage, turn: s.turn, active: s.phase === "over" ? [] : [s.current] }),
  views: (s) => ({ mine: slayingEngine.view(s, LEARNER), pub: slayingEngine.view(s, "spectator") }),
  botOptions: { difficulty: "簡易" },
};
