import { useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import { CardFace } from "./Card";
import { hoverProps, isLegal, reasonFor, type Ctx } from "./ctx";
import { costLabel, curseCost, curseDef, ELEMENTS, EL_ZH, elText, type Element, type ShengkeAction } from "./model";
import { sx } from "./strings";

/** 魂 and 魄 per element, as six-pip trackers; on your Start phase each row has a + to add the turn's token. */
export function Tokens({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { s, i18n } = ctx;
  const { pick } = i18n;
  const p = s.players[seat];
  const mine = seat === ctx.me;
  const cap = s.rules.tokenCap;
  return (
    <div class="sk-tokens" data-testid={`sk-tokens-${seat}`}>
      {(["soul", "spirit"] as const).map((kind) => (
        <div class={`sk-token-row sk-token-${kind}`} key={kind}>
          <span class="sk-token-kind" title={pick(sx(kind))}>
            {i18n.lang === "zh" ? (kind === "soul" ? "魂" : "魄") : pick(sx(kind))}
          </span>
          {ELEMENTS.map((el) => {
            const n = (kind === "soul" ? p.soul : p.spirit)[el];
            const a: ShengkeAction = { type: "token", kind, element: el };
            const canAdd = mine && isLegal(ctx, a);
            return (
              <span class={`sk-token sk-tok-${el}`} key={el} data-testid={`sk-token-${seat}-${kind}-${el}`} data-count={n} title={pick(sx("tokenTitle", { el: pick(elText(el)), kind: pick(sx(kind)), n, cap }))} data-can-add={canAdd || undefined}>
                <span class="sk-token-el">{i18n.lang === "zh" ? EL_ZH[el] : pick(elText(el))}</span>
                <span class="sk-token-n">{n}</span>
                <span class="sk-pips" aria-hidden="true">
                  {Array.from({ length: cap }, (_, i) => (
                    <i key={i} class={i < n ? "on" : ""} />
                  ))}
                </span>
                {canAdd && (
                  <button
                    type="button"
                    class="sk-token-add"
                    data-testid={`sk-token-add-${kind}-${el}`}
                    disabled={!!ctx.blocked}
                    title={pick(sx("addToken", { el: pick(elText(el)), kind: pick(sx(kind)) }))}
                    aria-label={pick(sx("addToken", { el: pick(elText(el)), kind: pick(sx(kind)) }))}
                    onClick={() => ctx.act(a)}
                    {...hoverProps(ctx, a)}
                  >
                    ＋
                  </button>
                )}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The five face-down piles with counts; on your turn (phases 2–5) each can be drawn from with 魂. */
export function Piles({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { s, i18n } = ctx;
  const { pick } = i18n;
  const p = s.players[seat];
  const mine = seat === ctx.me;
  return (
    <div class="sk-piles" data-testid={`sk-piles-${seat}`}>
      {ELEMENTS.map((el) => {
        const n = p.piles[el].length;
        const draws = mine ? ctx.legal.filter((a): a is Extract<ShengkeAction, { type: "soulDraw" }> => a.type === "soulDraw" && a.element === el) : [];
        return (
          <div class="sk-pile" key={el} data-testid={`sk-pile-${seat}-${el}`} data-count={n} title={pick(sx("pileCount", { el: pick(elText(el)), n }))}>
            <span class={`sk-pile-stack sk-el-${el} ${n === 0 ? "sk-pile-empty" : ""}`}>
              <span class="sk-pile-el">{EL_ZH[el]}</span>
              <span class="sk-pile-n">{n}</span>
            </span>
            {draws.length > 0 && (
              <span class="sk-pile-draw" {...hoverProps(ctx, draws[0])}>
                <button type="button" class="sk-mini-btn" data-testid={`sk-soul-draw-${el}`} disabled={!!ctx.blocked} title={pick(sx("soulDrawEl", { el: pick(elText(el)) }))} aria-label={pick(sx("soulDrawEl", { el: pick(elText(el)) }))} onClick={() => ctx.act(draws[0])}>
                  {pick(sx("soulDrawShort"))}
                </button>
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The five 屬性咒術卡區 (one resolving curse each). */
export function CurseZones({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { s, i18n } = ctx;
  const { pick, lang } = i18n;
  const p = s.players[seat];
  return (
    <div class="sk-czones" data-testid={`sk-curse-zones-${seat}`} title={pick(sx("curseZones"))}>
      {ELEMENTS.map((el) => {
        const id = p.curseZones[el];
        const def = id ? curseDef(s, id) : null;
        return (
          <span key={el} class={`sk-czone sk-zone-${el} ${id ? "sk-czone-full" : ""}`} data-testid={`sk-curse-zone-${seat}-${el}`} data-curse={id ?? ""}>
            <span class="sk-czone-el">{EL_ZH[el]}</span>
            {def && <span class="sk-czone-card">{lang === "zh" ? def.zh : def.en}</span>}
          </span>
        );
      })}
    </div>
  );
}

/** Openable discards: 靈獸卡 by element and the 咒術卡 discard, with 魄 actions for your own. */
export function Discards({ ctx, seat, inspect }: { ctx: Ctx; seat: number; inspect: (card: { id: string } | null) => void }) {
  const { s, i18n } = ctx;
  const { pick, lang } = i18n;
  const [open, setOpen] = useState(false);
  const p = s.players[seat];
  const total = ELEMENTS.reduce((n, e) => n + p.discards[e].length, 0);
  const mine = seat === ctx.me;
  return (
    <div class="sk-discards" data-testid={`sk-discards-${seat}`}>
      <button type="button" class="sk-disc-toggle" data-testid={`sk-discards-toggle-${seat}`} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{pick(sx("discardsN", { n: total }))}</span>
        <span class="sk-disc-mini" aria-hidden="true">
          {ELEMENTS.map((e) => (
            <i key={e} class={`sk-el-${e}`}>{p.discards[e].length}</i>
          ))}
        </span>
        <span class="sk-disc-curses">
          {pick(sx("curseDiscard"))} {p.curseDiscard.length}
        </span>
        <span class="sk-caret">{open ? "▴" : "▾"}</span>
      </button>
      {open && (
        <div class="sk-disc-body" data-testid={`sk-discards-body-${seat}`}>
          {ELEMENTS.map((e) => (
            <div class="sk-disc-row" key={e}>
              <span class={`sk-disc-el sk-el-${e}`}>{EL_ZH[e]}</span>
              <div class="sk-disc-cards">
                {p.discards[e].length === 0 && <span class="muted">{pick(sx("emptyZone"))}</span>}
                {p.discards[e].map((id) => {
                  const card = s.cards[id];
                  const a: ShengkeAction = { type: "returnBeast", card: id };
                  return (
                    <span class="sk-disc-card" key={id} onMouseEnter={() => inspect({ id })} onMouseLeave={() => inspect(null)} onClick={() => inspect({ id })}>
                      {card && <CardFace card={card} i18n={i18n} size="mini" />}
                      {mine && isLegal(ctx, a) && (
                        <span {...hoverProps(ctx, a)}>
                          <button type="button" class="sk-mini-btn" data-testid={`sk-return-${id}`} disabled={!!ctx.blocked} onClick={() => ctx.act(a)}>
                            {pick(sx("returnBeast"))}
                          </button>
                        </span>
                      )}
                    </span>
                  );
                })}
              </div>
            </div>
          ))}
          <div class="sk-disc-row">
            <span class="sk-disc-el sk-disc-curse-label">咒</span>
            <div class="sk-disc-cards">
              {p.curseDiscard.length === 0 && <span class="muted">{pick(sx("emptyZone"))}</span>}
              {p.curseDiscard.map((id) => {
                const def = curseDef(s, id);
                const a: ShengkeAction = { type: "reclaim", curse: id };
                return (
                  <span class="sk-disc-curse" key={id} title={def ? def.sides.map((x) => pick(x.text)).join(" / ") : ""}>
                    <span class="sk-curse-chip">{def ? (lang === "zh" ? def.zh : def.en) : "?"}</span>
                    {mine && def && (
                      <span {...hoverProps(ctx, a)}>
                        <Btn size="sm" testId={`sk-reclaim-${id}`} disabledReason={reasonFor(ctx, a)} onClick={() => ctx.act(a)}>
                          {pick(sx("reclaim", { cost: pick(costLabel(curseCost(def), "魄")) }))}
                        </Btn>
                      </span>
                    )}
                  </span>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** Hand sizes (靈獸卡 and 咒術卡 backs): the opponent's hand is only ever a count. */
export function HandCounts({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const { s, i18n } = ctx;
  const { pick } = i18n;
  const p = s.players[seat];
  return (
    <div class="sk-handcounts" data-testid={`sk-handcount-${seat}`} data-hand={p.hand.length} data-curses={p.curseHand.length}>
      <span class="sk-backs" aria-hidden="true">
        {Array.from({ length: Math.min(p.hand.length, 8) }, (_, i) => (
          <i key={i} class="sk-back" />
        ))}
      </span>
      <span>{pick(sx("handCount", { n: p.hand.length }))}</span>
      <span class="sk-backs" aria-hidden="true">
        {Array.from({ length: Math.min(p.curseHand.length, 8) }, (_, i) => (
          <i key={i} class="sk-back sk-back-curse" />
        ))}
      </span>
      <span>{pick(sx("curseHandCount", { n: p.curseHand.length }))}</span>
    </div>
  );
}

export function elName(ctx: Ctx, e: Element) {
  return ctx.i18n.pick(elText(e));
}
