import { cardDef } from "./content";
import { SecretFailure } from "./errors";
import { draw, log, type Ctx } from "./mechanics";
import { SECRET_RESOLVERS } from "./secrets";
import { cloneState, restoreState } from "./state";
import { nameEn, nameZh, seatName } from "./text";

/**
 * Casting a 秘笈 (design §1.12): pay, then resolve its sentences in order. If one cannot be carried out completely
 * (SEED §8) everything it did is undone (costs written earlier included), the 命運 paid comes back and the caster
 * draws 1 from the top. The card is gone either way. Random numbers drawn during a failed attempt stay drawn.
 */
export function castSecret(ctx: Ctx, seat: number, handIndex: number): void {
  const s = ctx.s;
  const p = s.players[seat];
  const [card] = p.hand.splice(handIndex, 1);
  p.mana -= card.cost;
  p.discard.push(card);
  const d = cardDef(card.def);
  log(ctx, () => ({ type: "cast", seat, zh: `${seatName(seat)} 使用 ${d.zh}（命運 ${card.cost}）。`, en: `${seatName(seat)} casts ${d.en} (Fate ${card.cost}).`, data: { card: card.id, def: card.def, cost: card.cost } }));
  const snapshot = cloneState(s);
  const mark = ctx.ev?.length ?? 0;
  try {
    SECRET_RESOLVERS[card.def](ctx, seat);
  } catch (e) {
    if (!(e instanceof SecretFailure)) throw e;
    restoreState(s, snapshot);
    if (ctx.ev) ctx.ev.length = mark;
    const q = s.players[seat];
    q.mana += card.cost;
    log(ctx, () => ({ type: "cast_failed", seat, zh: `${nameZh(card.def)} 失敗：${e.reason.zh}。命運 ${card.cost} 返還，並抽 1 張牌。`, en: `${nameEn(card.def)} fails: ${e.reason.en}. The ${card.cost} Fate is refunded and a card is drawn.`, data: { def: card.def, reason: e.code } }));
    draw(ctx, seat, 1);
  }
}
