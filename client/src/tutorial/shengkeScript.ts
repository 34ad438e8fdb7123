/**
 * The 生剋棋 tutorial's script: positions built by the engine's own scenario builder, the move each step teaches,
 * and why any other move is not the one. Pure (no DOM), so jest checks every step against the real engine; the
 * page (TutorialPage.tsx) only renders what this decides.
 */
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../../shared/src/core/elements";
import type { ShengkeAction } from "../../../shared/src/games/shengke/actions";
import { applyAction } from "../../../shared/src/games/shengke/apply";
import { cellName, parseCell } from "../../../shared/src/games/shengke/board";
import { finalScores } from "../../../shared/src/games/shengke/flow";
import { previewOutcome, type Preview } from "../../../shared/src/games/shengke/preview";
import { buildPosition, scenarioSchema } from "../../../shared/src/games/shengke/scenario";
import { cloneState } from "../../../shared/src/games/shengke/state";
import type { ShengkeState } from "../../../shared/src/games/shengke/types";
import { viewState } from "../../../shared/src/games/shengke/view";
import type { GameEvent } from "../../../shared/src/core/engine";
import { reasonFor, replayTo, sameAction, type StepBase, type Text, type TutorialScript, type Verdict } from "./script";

export type { Text };

/** The learner plays seat 0 (south, bottom of the board); the script answers for seat 1. */
export const LEARNER = 0;

/** What a step teaches: one exact action, or (for a placement) any placement whose outcome `check` approves. */
export type Taught =
  | { kind: "exact"; action: ShengkeAction | NamedSummon }
  | { kind: "anyOfType"; type: ShengkeAction["type"]; canonical: ShengkeAction }
  | { kind: "summonWhere"; card: string; canonical: NamedSummon; check: (outcome: Preview, s: ShengkeState) => Text | null };

/** A summon written with the card's name and the cell's name, as the scenario files write them. */
export interface NamedSummon {
  type: "summon";
  card: string;
  cell: string;
}

/** Marks on screen: board cells by name, hand cards by name, or one of the view's parts. */
export type Highlight = { cell: string } | { hand: string } | { soulDraw: Element } | { part: "dice" | "tokens" | "draw" | "judge" | "endPhase" | "counts" | "phases" | "piles" };

export interface Step extends StepBase<Highlight, ShengkeAction["type"]> {
  taught: Taught;
  /** The learner's own follow-up actions the script plays once the taught move is made (to show a judgement). */
  followUp?: ShengkeAction[];
}

const OPP_BOARD = [
  { cell: "c4", card: "藤甲龜", owner: 1 },
  { cell: "d4", card: "玄武龜", owner: 1 },
  { cell: "d3", card: "黃角牛", owner: 1 },
  { cell: "c2", card: "林棘虎", owner: 1 },
];

/** Turn 3 of a game, you to move: the dice are 金 and 土, the piles hold the two cards this turn draws. */
const TURN_POSITION = {
  game: "shengke",
  seed: "tutorial",
  position: {
    first: 0,
    turn: 3,
    phase: "start",
    dice: [4, 5],
    tokenTaken: false,
    board: [...OPP_BOARD, { cell: "e1", card: "赭角羊", owner: 0 }],
    players: [
      { piles: { metal: ["白牙龍"], earth: ["岩甲龜"] }, curseHand: [] },
      { curseHand: [] },
    ],
  },
};

/** 剋行: the best-looking cell for 白牙龍 has a 火 card beside it. */
const DANGER_POSITION = {
  game: "shengke",
  seed: "tutorial",
  position: {
    first: 0,
    turn: 5,
    phase: "place",
    dice: [4, 4],
    board: [
      { cell: "c4", card: "藤甲龜", owner: 1 },
      { cell: "b3", card: "赤爪虎", owner: 1 },
      { cell: "a1", card: "岩甲龜", owner: 0 },
    ],
    players: [{ hand: ["白牙龍"], curseHand: [] }, { curseHand: [] }],
  },
};

/** The last turn's end phase, you moving second: 6 of your cards against 3 of theirs (+2 for moving first). */
const FINAL_POSITION = {
  game: "shengke",
  seed: "tutorial",
  position: {
    first: 1,
    turn: 20,
    phase: "end",
    board: [
      { cell: "a1", card: "岩甲龜", owner: 0 },
      { cell: "c1", card: "白牙龍", owner: 0 },
      { cell: "e1", card: "赭角羊", owner: 0 },
      { cell: "b2", card: "翠翼鳳", owner: 0 },
      { cell: "d2", card: "碧翼蛟", owner: 0 },
      { cell: "c3", card: "炎牙虎", owner: 0 },
      { cell: "a5", card: "鐵甲龜", owner: 1 },
      { cell: "c5", card: "玄武龜", owner: 1 },
      { cell: "e4", card: "黃角牛", owner: 1 },
    ],
    players: [{ curseHand: [] }, { curseHand: [] }],
  },
};

const end: ShengkeAction = { type: "endPhase" };

export const STEPS: Step[] = [
  {
    id: "start",
    title: { zh: "一回合有五個階段；起始：擲骰、拿一個魂或魄", en: "A turn has five phases; Start: dice, then one 魂 or 魄" },
    body: {
      zh: "你坐在下方（南），對手在上方。每回合依序是 起始→抽牌→放置→判定→結束（上方的階段列）。起始階段已擲出兩顆骰子：4＝金、5＝土，決定這回合抽哪兩疊、放哪兩種屬性。現在請在你的「魂／魄」列按一個＋，拿一個任意屬性的魂或魄。",
      en: "You sit at the bottom (south); the opponent at the top. Every turn runs Start → Draw → Placement → Judgement → End (the phase bar above). In Start two dice were rolled: 4 = metal, 5 = earth; they choose which piles you draw from and which elements you place. Now press one ＋ in your 魂 (soul) / 魄 (spirit) row to take one of any element.",
    },
    after: { zh: "魂可以用來多抽牌，魄可以回收棄牌（上限各 6）。", en: "魂 (soul) buys extra draws, 魄 (spirit) brings back discards (at most 6 of each)." },
    position: TURN_POSITION,
    taught: { kind: "anyOfType", type: "token", canonical: { type: "token", kind: "soul", element: "metal" } },
    highlight: [{ part: "tokens" }, { part: "dice" }, { part: "phases" }],
    otherwise: { zh: "先在起始階段拿一個魂或魄。", en: "First take one 魂 or 魄 in the Start phase." },
  },
  {
    id: "end-start",
    title: { zh: "按「完成」進入下一階段", en: "Press Done to go to the next phase" },
    body: { zh: "該做的都做了，按「完成 ✓」結束起始階段，進入抽牌階段。", en: "That phase's duty is done: press Done ✓ to close Start and move to Draw." },
    after: { zh: "現在是抽牌階段。", en: "This is the Draw phase now." },
    taught: { kind: "exact", action: end },
    highlight: [{ part: "endPhase" }],
    otherwise: { zh: "這一步請按「完成」。", en: "For this step, press Done." },
  },
  {
    id: "draw",
    title: { zh: "抽牌：骰子的屬性決定抽哪一疊", en: "Draw: the dice choose the piles" },
    body: {
      zh: "骰子是金與土，所以從你的金牌組與土牌組各抽最上面一張（擲出兩個相同時，同一疊抽兩張）。按「抽牌」。",
      en: "The dice are metal and earth, so you draw the top card of your metal pile and of your earth pile (a double draws two from one pile). Press Draw.",
    },
    after: { zh: "白牙龍（金）與岩甲龜（土）進了手牌。", en: "White-Fang Dragon (metal) and Rock-Shell Tortoise (earth) are in your hand." },
    taught: { kind: "exact", action: { type: "draw" } },
    followUp: [end],
    highlight: [{ part: "draw" }, { part: "dice" }, { part: "piles" }],
    others: { soulDraw: { zh: "花魂多抽牌是可以的，但這一步先照骰子抽。", en: "Spending 魂 (soul) on extra draws is allowed, but first draw what the dice give." } },
    otherwise: { zh: "這一步請按「抽牌」。", en: "For this step, press Draw." },
  },
  {
    id: "place-1",
    title: { zh: "放置：把一張卡放上場", en: "Placement: put a card on the board" },
    body: {
      zh: "每顆骰子讓你放一張該屬性的卡。卡的左下數字是「入」範圍、右下是「出」範圍，前方朝向對手。點手牌的白牙龍（金，入2／出7），再點 c3。把游標移到格子上可看見它的入／出範圍。",
      en: "Each die lets you place one card of its element. A card's bottom-left number is its 入 (in) range, bottom-right its 出 (out) range; its front faces the opponent. Click White-Fang Dragon in your hand (metal, 入 2 / 出 7), then c3. Point at a cell to see the ranges.",
    },
    after: { zh: "白牙龍的出 7 指向左、左前、前、右前、右、右後、左後——只有正後方不算。", en: "White-Fang Dragon's 出 (out) 7 points left, front-left, front, front-right, right and both back corners: everything but straight behind." },
    taught: { kind: "exact", action: { type: "summon", card: "白牙龍", cell: "c3" } },
    highlight: [{ hand: "白牙龍" }, { cell: "c3" }],
    others: { soulDraw: { zh: "先放卡。", en: "Place the card first." } },
    otherwise: { zh: "可以放在那裡，但這一課請放在 c3，看看它一次碰到三張卡。", en: "That is legal, but for this lesson put it on c3, where its ranges touch three cards." },
  },
  {
    id: "place-2",
    title: { zh: "第二張：不能放在第一張的前後左右", en: "The second card: not beside the first" },
    body: {
      zh: "土骰讓你再放一張土卡。同一回合放的兩張不能相鄰（前、後、左、右），斜角可以。把岩甲龜放在 a1。",
      en: "The earth die lets you place an earth card. The two cards placed in one turn may not be side by side (front, back, left, right); diagonal is fine. Put Rock-Shell Tortoise on a1.",
    },
    after: { zh: "兩張都放好了。沒有對應屬性手牌時，那次放置就放棄。", en: "Both are placed. With no card of a die's element in hand, that placement is simply skipped." },
    taught: { kind: "exact", action: { type: "summon", card: "岩甲龜", cell: "a1" } },
    followUp: [end],
    highlight: [{ hand: "岩甲龜" }, { cell: "a1" }],
    otherwise: { zh: "可以放在那裡，但這一課請放在 a1，讓判定只看白牙龍。", en: "That is legal, but for this lesson use a1, so the judgement is about White-Fang Dragon alone." },
  },
  {
    id: "judge",
    title: { zh: "判定：相生相剋", en: "Judgement: feeding and overcoming" },
    body: {
      zh: "五行相剋：金剋木、木剋土、土剋水、水剋火、火剋金。相生：木生火、火生土、土生金、金生水、水生木。只有這回合放的卡會判定，依序：行剋（出範圍內被剋的卡破壞）→剋行（入範圍內剋它的卡會破壞它）→行生（出範圍內被生的卡，得那屬性的魄）→生行（入範圍內生它的卡，得它屬性的魂）。c4 是木、d4 是水、d3 是土：按「判定」。",
      en: "Overcoming: metal > wood > earth > water > fire > metal. Feeding: wood → fire → earth → metal → water → wood. Only this turn's cards are judged, in order: 行剋 (a card in your 出 range that you overcome is destroyed) → 剋行 (a card whose element overcomes yours, in your 入 range, destroys yours) → 行生 (a card you feed in your 出 range: gain a 魄 of its element) → 生行 (a card that feeds you in your 入 range: gain a 魂 of your element). c4 is wood, d4 water, d3 earth: press Judge.",
    },
    after: {
      zh: "金剋木：藤甲龜被破壞（行剋）。金生水：得一個水魄（行生）。土生金：得一個金魂（生行）。c2 在正後方，不在出範圍內，沒事。",
      en: "Metal overcomes wood: Vine-Shell Tortoise is destroyed (行剋). Metal feeds water: one water 魄 (行生). Earth feeds metal: one metal 魂 (生行). c2 is straight behind, outside the 出 range, so it is safe.",
    },
    taught: { kind: "exact", action: { type: "judge" } },
    highlight: [{ part: "judge" }, { cell: "c4" }, { cell: "d4" }, { cell: "d3" }],
    otherwise: { zh: "這一步請按「判定」。", en: "For this step, press Judge." },
  },
  {
    id: "spend",
    title: { zh: "花魂抽牌，花魄回收", en: "Spend 魂 to draw, 魄 to bring back" },
    body: {
      zh: "從抽牌階段到結束階段，你隨時可以花某屬性的魂，從該屬性牌組多抽等量的卡；花魄則能把棄牌區的靈獸卡放回牌組底，或取回咒術卡。你剛得到金魂：按你金牌組下方的「抽」，花一個金魂抽一張金卡。",
      en: "From the Draw phase to the End phase you may spend 魂 (soul) of an element to draw that many cards from its pile, and 魄 (spirit) to put a discarded card back under its pile or take back a curse card. You just gained a metal 魂: press Draw under your metal pile to spend one and draw a metal card.",
    },
    after: { zh: "多一張手牌，下回合擲到金時就能放。", en: "One more card in hand, ready for a turn that rolls metal." },
    taught: { kind: "anyOfType", type: "soulDraw", canonical: { type: "soulDraw", element: "metal", count: 1 } },
    highlight: [{ soulDraw: "metal" }, { part: "tokens" }, { part: "piles" }],
    otherwise: { zh: "這一步請花魂抽一張牌。", en: "For this step, spend a 魂 (soul) to draw a card." },
  },
  {
    id: "end-turn",
    title: { zh: "結束：數場上的卡", en: "End: count the cards on the board" },
    body: {
      zh: "判定之後是結束階段：計算雙方場上的卡數（上方的計數）。按「完成」結束判定階段，這回合隨即數卡並結束。",
      en: "After the judgement comes the End phase, where the cards on the board are counted (the count above). Press Done to close the Judgement phase; the turn is then counted and ends.",
    },
    after: { zh: "這回合結束，輪到對手。", en: "Your turn is over; the opponent plays next." },
    taught: { kind: "exact", action: end },
    followUp: [end],
    highlight: [{ part: "endPhase" }, { part: "counts" }],
    others: { returnBeast: { zh: "用魄把棄牌放回牌組是可以的，但現在先結束回合。", en: "Using 魄 (spirit) to return a discard is allowed; for now, end the turn." } },
    otherwise: { zh: "這一步請按「完成」。", en: "For this step, press Done." },
  },
  {
    id: "danger",
    title: { zh: "剋行：別放在會剋你的卡旁邊", en: "剋行: don't sit beside what overcomes you" },
    body: {
      zh: "新的局面。你要放白牙龍（金）。它的入 2 是左右兩格；b3 的赤爪虎是火，火剋金。找一格能破壞 c4 的藤甲龜（木）、而左右沒有火卡的位置。",
      en: "A new position. You place White-Fang Dragon (metal). Its 入 (in) 2 covers the cells to its left and right; Red-Claw Tiger on b3 is fire, and fire overcomes metal. Find a cell from which it destroys Vine-Shell Tortoise (wood) on c4 with no fire card beside it.",
    },
    after: { zh: "藤甲龜被破壞，白牙龍留在場上。放在 c3 的話它會先破壞藤甲龜，再被赤爪虎破壞。", en: "Vine-Shell Tortoise is gone and your dragon stays. On c3 it would have destroyed the tortoise, then been destroyed by the tiger." },
    position: DANGER_POSITION,
    taught: {
      kind: "summonWhere",
      card: "白牙龍",
      canonical: { type: "summon", card: "白牙龍", cell: "d3" },
      check: (o, s) => {
        const mine = o.destroyed.some((d) => s.cards[d.card]?.zh === "白牙龍");
        const target = o.destroyed.some((d) => s.cards[d.card]?.zh === "藤甲龜");
        if (mine) return { zh: "火剋金：赤爪虎在它的入範圍，白牙龍會被破壞（剋行）。", en: "Fire overcomes metal: Red-Claw Tiger is in its 入 (in) range, so the dragon would be destroyed (剋行)." };
        if (!target) return { zh: "從這裡，它的出範圍碰不到 c4 的藤甲龜。", en: "From here its 出 (out) range does not reach Vine-Shell Tortoise on c4." };
        return null;
      },
    },
    followUp: [end, { type: "judge" }],
    highlight: [{ hand: "白牙龍" }, { cell: "c4" }, { cell: "b3" }],
    otherwise: { zh: "這一步請放白牙龍。", en: "For this step, place White-Fang Dragon." },
  },
  {
    id: "win",
    title: { zh: "怎麼贏：第 20 回合結束時數卡", en: "How to win: count at the end of turn 20" },
    body: {
      zh: "一局 20 回合，每人 10 回合。第 20 回合結束時，場上卡多的一方贏；先攻方加 2。你是後攻：要比對手多 3 張才贏，多 2 張是平手。你有 6 張、對手 3 張（＋2＝5）。按「結束回合」結束這局。",
      en: "A game is 20 turns, 10 each. When turn 20 ends, the side with more cards on the board wins; the player who went first gets +2. You went second: you need 3 more cards to win, 2 more is a draw. You have 6, the opponent 3 (+2 = 5). Press End turn to finish the game.",
    },
    after: { zh: "6 比 5，你贏了！", en: "6 to 5: you win!" },
    position: FINAL_POSITION,
    taught: { kind: "exact", action: end },
    highlight: [{ part: "endPhase" }, { part: "counts" }],
    otherwise: { zh: "這一步請按「結束回合」。", en: "For this step, press End turn." },
  },
];

/** A summon by names → the engine's action on this position (the card's id in the learner's hand, the cell's index). */
export function resolve(s: ShengkeState, a: ShengkeAction | NamedSummon): ShengkeAction {
  if (a.type !== "summon" || typeof a.cell !== "string") return a as ShengkeAction;
  const id = s.players[LEARNER].hand.find((x) => s.cards[x]?.zh === a.card) ?? a.card;
  return { type: "summon", card: id, cell: parseCell(a.cell) };
}

/** The step's move as played on `s` (for replaying a saved step and for the browser test). */
export function canonicalMove(step: Step, s: ShengkeState): ShengkeAction {
  const t = step.taught;
  return resolve(s, t.kind === "exact" ? t.action : t.canonical);
}

/** The opponent's part in the script: it lets every window pass (it never plays a curse here). */
function answerForOpponent(s: ShengkeState) {
  while (!s.over && s.priority.seat !== LEARNER && s.priority.mode !== "main") applyAction(s, s.priority.seat, { type: "pass" }, []);
}

/** Play the learner's action, then the opponent's passes. Throws the engine's RuleError on an illegal action. */
export function play(s: ShengkeState, a: ShengkeAction, events: GameEvent[] = []): ShengkeState {
  const next = cloneState(s);
  applyAction(next, LEARNER, a, events);
  answerForOpponent(next);
  return next;
}

/** A scripted position as the learner first sees it (the opponent's open windows already passed). */
function build(position: unknown): ShengkeState {
  const s = buildPosition(scenarioSchema.parse(position));
  answerForOpponent(s);
  return s;
}

/** The position a step opens with: its own, or the previous steps' played through their taught moves. */
export function positionAt(index: number): ShengkeState {
  return replayTo(STEPS, index, build, (st, s) => afterStep(st, s, canonicalMove(st, s)));
}

/** The position once the taught move `a` and the step's follow-up have been played. */
export function afterStep(step: Step, s: ShengkeState, a: ShengkeAction, events: GameEvent[] = []): ShengkeState {
  let next = play(s, a, events);
  for (const f of step.followUp ?? []) next = play(next, f, events);
  return next;
}

/** Whether `a` is this step's move: the new position if it is, else why not (the position stays as it was). */
export function judgeMove(step: Step, s: ShengkeState, a: ShengkeAction): Verdict<ShengkeState> {
  let outcome: Preview;
  try {
    outcome = previewOutcome(s, LEARNER, a).outcome;
  } catch (e) {
    return { ok: false, illegal: true, why: { zh: String(e), en: String(e) } };
  }
  if (!outcome.legal) return { ok: false, illegal: true, why: outcome.error ? { zh: outcome.error.zh, en: outcome.error.en } : { zh: "不合規則。", en: "Not allowed." } };
  const t = step.taught;
  let why: Text | null = null;
  if (t.kind === "exact") why = sameAction(resolve(s, t.action), a) ? null : explainOther(step, s, a, outcome);
  else if (t.kind === "anyOfType") why = a.type === t.type ? null : explainOther(step, s, a, outcome);
  else {
    const card = a.type === "summon" ? s.cards[a.card] : null;
    why = card?.zh === t.card ? t.check(outcome, s) : explainOther(step, s, a, outcome);
  }
  if (why) return { ok: false, illegal: false, why };
  const events: GameEvent[] = [];
  return { ok: true, state: afterStep(step, s, a, events), events };
}

/** A legal move that is not the lesson's: what it would do (from the engine's preview), then the step's reason. */
export function explainOther(step: Step, s: ShengkeState, a: ShengkeAction, outcome: Preview): Text {
  const reason = reasonFor(step, a.type);
  if (a.type !== "summon") return reason;
  const parts: Text[] = [];
  for (const d of outcome.destroyed) {
    const mine = d.owner === LEARNER;
    parts.push({ zh: `${mine ? "你的" : ""}${d.zh}會被破壞（${d.rule}）`, en: `${mine ? "your " : ""}${d.en} would be destroyed (${d.rule})` });
  }
  for (const g of outcome.gained) if (g.seat === LEARNER) parts.push({ zh: `得 ${g.count} 個${ELEMENT_ZH[g.element]}${g.kind === "soul" ? "魂" : "魄"}`, en: `you would gain ${g.count} ${ELEMENT_EN[g.element].toLowerCase()} ${g.kind === "soul" ? "魂" : "魄"}` });
  const where = `${cellName(a.cell)}`;
  const what: Text = parts.length
    ? { zh: `放在 ${where}：${parts.map((p) => p.zh).join("，")}。`, en: `On ${where}: ${parts.map((p) => p.en).join("; ")}.` }
    : { zh: `放在 ${where}：不會破壞任何卡，也不得魂魄。`, en: `On ${where}: nothing is destroyed and nothing gained.` };
  return { zh: `${what.zh}${reason.zh}`, en: `${what.en} ${reason.en}` };
}

/** The final score line of a finished tutorial game. */
export function resultText(s: ShengkeState): Text | null {
  if (!s.over) return null;
  const r = finalScores(s);
  return { zh: r.zh, en: r.en };
}

/**
 * CSS selectors (data-testid hooks of the table view) for a step's highlights on `s`. A hand card by name is
 * found by its id in the learner's hand, since ids are shuffled at setup.
 */
export function highlightSelectors(step: Step, s: ShengkeState): string[] {
  const out: string[] = [];
  for (const h of step.highlight) {
    if ("cell" in h) out.push(`[data-testid="sk-cell-${parseCell(h.cell)}"]`);
    else if ("soulDraw" in h) out.push(`[data-testid="sk-soul-draw-${h.soulDraw}"]`);
    else if ("hand" in h) {
      const id = s.players[LEARNER].hand.find((x) => s.cards[x]?.zh === h.hand);
      if (id) out.push(`[data-testid="sk-hand-card"][data-card="${id}"]`);
    } else out.push(PART_SELECTORS[h.part]);
  }
  return out;
}

const PART_SELECTORS: Record<Extract<Highlight, { part: string }>["part"], string> = {
  dice: '[data-testid="sk-dice"]',
  tokens: `[data-testid="sk-tokens-${LEARNER}"]`,
  draw: '[data-testid="sk-draw"]',
  judge: '[data-testid="sk-judge"]',
  endPhase: '[data-testid="sk-end-phase"]',
  counts: '[data-testid="sk-counts"]',
  phases: ".sk-phases",
  piles: `[data-testid="sk-piles-${LEARNER}"]`,
};

/** The 生剋棋 tutorial as the page runs it. */
export const shengkeTutorial: TutorialScript<ShengkeState, ShengkeAction, Step> = {
  mode: "shengke",
  learner: LEARNER,
  game: { zh: "生剋棋", en: "Sheng-Ke Chess" },
  doneBody: {
    zh: "你學會了放置靈獸卡、生剋的破壞與得魂魄、花魂抽牌、回合的五個階段和怎麼贏。咒術卡在實戰中再慢慢認識：和最簡單的電腦下一盤吧。",
    en: "You know how to place cards, how feeding and overcoming destroy cards and earn 魂/魄, how 魂 buys draws, the five phases of a turn and how to win. Curse cards come with practice: play a game against the easiest bot.",
  },
  followUpNote: { zh: "（教學替你按了之後的「完成／判定」。）", en: "(The tutorial pressed the following Done / Judge for you.)" },
  steps: STEPS,
  positionAt,
  judgeMove,
  highlightSelectors,
  resultText,
  table: (s) => ({ over: s.over, seq: s.moves, turn: s.turn, active: s.over ? [] : [s.priority.seat] }),
  views: (s) => ({ mine: viewState(s, LEARNER), pub: viewState(s, "spectator") }),
};
