/**
 * <4> 判定: for the cards placed this turn, in the order 行剋 → 剋行 → 行生 → 生行 (seed 三、<4>).
 *  - 行剋 (出 range): the placed card destroys every card it overcomes.
 *  - 剋行 (入 range): a card that overcomes the placed card destroys it.
 *  - 行生 (出 range): for each card it generates, its player gains one 魄 of that card's element.
 *  - 生行 (入 range): for each card that generates it, its player gains one 魂 of the placed card's element.
 * Each step reads the board as the previous step left it; within a step all effects are collected first and then
 * applied together, so the order of the two placed cards never matters. A card destroyed in an earlier step does
 * nothing in later steps. Protected cards (咒術) are not destroyed.
 */
import { generates, overcomes, type Element } from "../../core/elements";
import { rangeCells } from "./board";
import { destroyAt, gainTokens, type Events } from "./ops";
import { cellOf } from "./state";
import { beastEn, beastZh, elEn, elZh } from "./text";
import type { ShengkeState, TokenKind } from "./types";

export interface JudgementOutcome {
  destroyed: { id: string; owner: number; cell: number; rule: "行剋" | "剋行"; by: string }[];
  tokens: { seat: number; kind: TokenKind; element: Element; gained: number; lost: number; by: string; rule: "行生" | "生行"; from: string }[];
}

const relZh = (a: Element, b: Element, verb: "剋" | "生") => `${elZh(a)}${verb}${elZh(b)}`;
const relEn = (a: Element, b: Element, verb: "剋" | "生") => `${elEn(a)} ${verb === "剋" ? "overcomes" : "generates"} ${elEn(b)}`;

export function runJudgement(s: ShengkeState, ids: readonly string[], ev: Events | null): JudgementOutcome {
  const out: JudgementOutcome = { destroyed: [], tokens: [] };
  const own = s.rules.affectOwnCards;
  const prot = s.t.protected;
  // A card can be placed twice in a turn (bounced to hand, then summoned again): judge it once.
  const unique = ids.filter((id, i) => ids.indexOf(id) === i);
  const live = () => unique.map((id) => [id, cellOf(s, id)] as const).filter(([, c]) => c >= 0);

  // 1. 行剋
  const kill = new Map<number, { by: string; rel: [Element, Element] }>();
  for (const [id, c] of live()) {
    const p = s.cards[id], bc = s.board[c]!;
    for (const q of rangeCells(p.out, bc.facing, c)) {
      const t = s.board[q];
      if (!t || kill.has(q) || prot.includes(t.id)) continue;
      if (!own && t.owner === bc.owner) continue;
      const te = s.cards[t.id].element;
      if (overcomes(p.element, te)) kill.set(q, { by: id, rel: [p.element, te] });
    }
  }
  for (const [q, k] of kill) {
    const t = s.board[q]!;
    out.destroyed.push({ id: t.id, owner: t.owner, cell: q, rule: "行剋", by: k.by });
    destroyAt(s, q, ev, "行剋", { zh: beastZh(s, k.by), en: beastEn(s, k.by), relZh: `${relZh(k.rel[0], k.rel[1], "剋")}，行剋`, relEn: `${relEn(k.rel[0], k.rel[1], "剋")}, 行剋` });
  }

  // 2. 剋行
  const selfKill: [number, string, Element][] = [];
  for (const [id, c] of live()) {
    if (prot.includes(id)) continue;
    const p = s.cards[id], bc = s.board[c]!;
    for (const q of rangeCells(p.in, bc.facing, c)) {
      const t = s.board[q];
      if (!t || (!own && t.owner === bc.owner)) continue;
      const te = s.cards[t.id].element;
      if (overcomes(te, p.element)) { selfKill.push([c, t.id, te]); break; }
    }
  }
  for (const [c, by, te] of selfKill) {
    const t = s.board[c]!;
    out.destroyed.push({ id: t.id, owner: t.owner, cell: c, rule: "剋行", by });
    destroyAt(s, c, ev, "剋行", { zh: beastZh(s, by), en: beastEn(s, by), relZh: `${relZh(te, s.cards[t.id].element, "剋")}，剋行`, relEn: `${relEn(te, s.cards[t.id].element, "剋")}, 剋行` });
  }

  // 3. 行生 and 4. 生行 (collected on the board left by step 2; gains are applied after each step)
  const perNeighbour = s.rules.judgementRewardPerNeighbour;
  for (const step of ["行生", "生行"] as const) {
    const gains: { seat: number; kind: TokenKind; e: Element; by: string; from: string; rel: [Element, Element] }[] = [];
    for (const [id, c] of live()) {
      const p = s.cards[id], bc = s.board[c]!;
      const cells = rangeCells(step === "行生" ? p.out : p.in, bc.facing, c);
      for (const q of cells) {
        const t = s.board[q];
        if (!t) continue;
        const te = s.cards[t.id].element;
        if (step === "行生" && generates(p.element, te)) gains.push({ seat: bc.owner, kind: "spirit", e: te, by: id, from: t.id, rel: [p.element, te] });
        else if (step === "生行" && generates(te, p.element)) gains.push({ seat: bc.owner, kind: "soul", e: p.element, by: id, from: t.id, rel: [te, p.element] });
        else continue;
        if (!perNeighbour) break;
      }
    }
    for (const g of gains) {
      const why = { zh: `${beastZh(s, g.by)} ${step}：${relZh(g.rel[0], g.rel[1], "生")}（${beastZh(s, g.from)}）`, en: `${beastEn(s, g.by)} ${step}: ${relEn(g.rel[0], g.rel[1], "生")} (${beastEn(s, g.from)})` };
      const got = gainTokens(s, g.seat, g.kind, g.e, 1, ev, why);
      out.tokens.push({ seat: g.seat, kind: g.kind, element: g.e, gained: got, lost: 1 - got, by: g.by, rule: step, from: g.from });
    }
  }
  return out;
}

/**
 * What quickJudge reads of the board, per cell: the card's element (null when empty), owner and whether it is
 * protected. The greedy bot scores every candidate placement against one board, so it reads the board once.
 */
export interface BoardSnapshot {
  element: (Element | null)[];
  owner: number[];
  protected: boolean[];
}

export function boardSnapshot(s: ShengkeState): BoardSnapshot {
  const snap: BoardSnapshot = { element: [], owner: [], protected: [] };
  const prot = s.t.protected;
  for (let q = 0; q < s.board.length; q++) {
    const t = s.board[q];
    snap.element.push(t ? s.cards[t.id].element : null);
    snap.owner.push(t ? t.owner : -1);
    snap.protected.push(t ? prot.includes(t.id) : false);
  }
  return snap;
}

/**
 * A cheap estimate of what placing card `id` of `owner` on `cell` would do, judged alone, without copying the
 * state (the greedy bot scores every placement with it). Same four steps as runJudgement, ignoring the other
 * card placed this turn and the token caps. `snap` must describe the board of `s` now.
 */
export function quickJudge(s: ShengkeState, id: string, cell: number, owner: number, facing: 0 | 1 | 2 | 3, snap: BoardSnapshot = boardSnapshot(s)): { killsOpp: number; killsOwn: number; selfDies: boolean; tokens: number } {
  const p = s.cards[id];
  const pe = p.element;
  const own = s.rules.affectOwnCards;
  const { element: el, owner: who, protected: prot } = snap;
  let killsOpp = 0, killsOwn = 0, tokens = 0;
  const outCells = rangeCells(p.out, facing, cell);
  let killedMask = 0;
  for (let i = 0; i < outCells.length; i++) {
    const q = outCells[i], te = el[q];
    if (te === null || prot[q] || (!own && who[q] === owner)) continue;
    if (overcomes(pe, te)) {
      killedMask |= 1 << q;
      if (who[q] === owner) killsOwn++; else killsOpp++;
    }
  }
  let selfDies = false;
  const inCells = rangeCells(p.in, facing, cell);
  for (let i = 0; i < inCells.length; i++) {
    const q = inCells[i], te = el[q];
    if (te === null || killedMask & (1 << q) || (!own && who[q] === owner)) continue;
    if (overcomes(te, pe)) { selfDies = true; break; }
  }
  if (!selfDies) {
    for (let i = 0; i < outCells.length; i++) { const q = outCells[i], te = el[q]; if (te !== null && !(killedMask & (1 << q)) && generates(pe, te)) tokens++; }
    for (let i = 0; i < inCells.length; i++) { const q = inCells[i], te = el[q]; if (te !== null && !(killedMask & (1 << q)) && generates(te, pe)) tokens++; }
  }
  return { killsOpp, killsOwn, selfDies, tokens };
}
