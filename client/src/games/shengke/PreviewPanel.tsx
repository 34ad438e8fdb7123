import type { Ctx } from "./ctx";
import { colon } from "../../i18n";
import { joinNames } from "../../names";
import { cellName, costLabel, ELEMENTS, elText, kindText, type RichPreview } from "./model";
import { sx } from "./strings";

/** What the hovered move would do, as computed by the shared engine on your view. */
export function PreviewPanel({ ctx, pv, title }: { ctx: Ctx; pv: RichPreview | null; title: string }) {
  const { i18n, me, s } = ctx;
  const { pick } = i18n;
  if (!pv) {
    return (
      <div class="sk-preview sk-preview-idle" data-testid="sk-preview-idle">
        <strong>{pick(sx("preview"))}</strong>
        <p class="muted">{pick(sx("previewHint"))}</p>
      </div>
    );
  }
  const r = pv.result;
  const who = (seat: number) => (seat === me ? pick(sx("whoYou")) : me === null ? ctx.seatName(seat) : pick(sx("whoOpp")));
  const spends = r
    ? r.tokenDelta.flatMap((d) =>
        (["soul", "spirit"] as const).flatMap((k) =>
          ELEMENTS.filter((e) => d[k][e] < 0).map((e) => ({ seat: d.seat, kind: k, e, n: -d[k][e] })),
        ),
      )
    : [];
  const nothing = r && pv.legal && !r.destroyed.length && !r.gained.length && !r.draws.length && !spends.length;
  return (
    <div class={`sk-preview ${pv.legal ? "sk-preview-ok" : "sk-preview-bad"}`} data-testid="sk-preview" data-legal={String(pv.legal)} data-destroyed={r?.destroyed.length ?? 0} data-gained={r?.gained.reduce((n, g) => n + g.count, 0) ?? 0}>
      <strong>{pick(sx("preview"))}</strong> <span class="sk-preview-title">{title}</span>
      {!pv.legal && (
        <p class="sk-preview-err" data-testid="sk-preview-error">
          {pick(sx("illegal", { reason: pick(pv.error) }))}
        </p>
      )}
      {pv.legal && r && (
        <ul class="sk-preview-list">
          {pv.curseCost && (
            <li class="sk-pv-cost">
              {pick(sx("costAfter"))}
              {colon(i18n.lang)}
              {pick(costLabel(pv.curseCost, "魂"))}
            </li>
          )}
          {r.destroyed.map((d, i) => (
            <li key={`d${i}`} class="sk-pv-destroy" data-testid="sk-pv-destroy">
              ✕ {pick(sx("destroys", { card: i18n.lang === "zh" ? d.zh : d.en, owner: d.owner === me ? pick(sx("ownerYou")) : me === null ? ctx.seatName(d.owner) : pick(sx("ownerOpp")), rule: pick(sx(`rule_${d.rule}`)) }))} <code>{cellName(d.cell)}</code>
            </li>
          ))}
          {r.gained.map((g, i) => (
            <li key={`g${i}`} class={`sk-pv-gain sk-tok-${g.element}`} data-testid="sk-pv-gain">
              ＋ {pick(sx("gains", { who: who(g.seat), n: g.count, el: pick(elText(g.element)), kind: pick(kindText(g.kind)) }))}
              {g.lost > 0 && pick(sx("gainsLost", { n: g.lost }))}
            </li>
          ))}
          {!pv.curseCost &&
            spends.map((x, i) => (
              <li key={`s${i}`} class="sk-pv-spend">
                − {pick(sx("spends", { who: who(x.seat), n: x.n, el: pick(elText(x.e)), kind: pick(kindText(x.kind)) }))}
              </li>
            ))}
          {r.draws.map((d, i) => (
            <li key={`r${i}`} class="sk-pv-draw">
              ⤓ {pick(sx("drawsN", { who: who(d.seat), n: d.count, el: pick(elText(d.element)) }))}
              {d.cards && d.cards.length > 0 && <span class="muted"> ({joinNames(d.cards.map((id) => (s.cards[id] ? (i18n.lang === "zh" ? s.cards[id].zh : s.cards[id].en) : "?")), i18n.lang)})</span>}
            </li>
          ))}
          {nothing && <li class="muted">{pick(sx("nothingHappens"))}</li>}
          {me !== null && (
            <li class="muted sk-pv-counts">{pick(sx("countsAfter", { a: r.counts[me], b: r.counts[1 - me] }))}</li>
          )}
        </ul>
      )}
    </div>
  );
}
