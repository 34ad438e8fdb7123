import { Btn } from "../../components/Button";
import { reasonFor, type Ctx } from "./ctx";
import {
  actionFor,
  ATTRS,
  attrMark,
  attrName,
  attrOfTarget,
  cardName,
  cardText,
  defOf,
  previewFor,
  relation,
  type AttackPreview,
  type BlessPreview,
  type ChronoAction,
  type Preview,
  type TargetRef,
} from "./model";
import { cx } from "./strings";

/** S(tronger), W(eaker), G(enerates) in English: the table's title says what each mark means. */
const REL_MARK = {
  zh: { superior: "上", inferior: "下", generates: "生→", "generated-by": "←生", same: "=" },
  en: { superior: "S", inferior: "W", generates: "G→", "generated-by": "←G", same: "=" },
} as const;

/** The relation table at a glance (spec §1.1): rows attack columns; your attribute's row is marked. */
export function RelationTable({ ctx }: { ctx: Ctx }) {
  const { view, pick } = ctx;
  const mine = view.players[ctx.anchor]?.attr ?? null;
  const shown = ctx.target ?? ctx.hover;
  const col = shown ? attrOfTarget(view, shown) : null;
  return (
    <div class="cx-reltable" data-testid="relation-table" title={pick(cx("relTableTitle"))}>
      <div class="cx-reltable-head">
        <strong>{pick(cx("relTable"))}</strong>
      </div>
      <table>
        <thead>
          <tr>
            <th />
            {ATTRS.map((a) => (
              <th key={a} class={`attr-text-${a} ${a === col ? "is-col" : ""}`}>
                {attrMark(a, ctx.i18n.lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ATTRS.map((row) => (
            <tr key={row} class={row === mine ? "is-mine" : ""}>
              <th class={`attr-text-${row}`}>{attrMark(row, ctx.i18n.lang)}</th>
              {ATTRS.map((c) => {
                const r = relation(row, c);
                return (
                  <td key={c} class={`cx-rel-cell rel-${r} ${c === col ? "is-col" : ""}`} data-rel={r}>
                    {REL_MARK[ctx.i18n.lang][r]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div class="cx-reltable-note muted">
        {pick(cx("keCycle"))}
        <br />
        {pick(cx("genCycle"))}
        <br />
        {pick(cx("blessRule"))}
      </div>
    </div>
  );
}

function targetLabel(ctx: Ctx, t: TargetRef): string {
  if (t.kind === "player") return ctx.seatName(t.seat);
  for (const p of ctx.view.players) for (const c of p.field) if (c.uid === t.uid) return cardName(ctx.view, c.card, ctx.i18n.lang);
  return "?";
}

function AttackNumbers({ ctx, p, label }: { ctx: Ctx; p: Preview<AttackPreview>; label: string }) {
  const { pick } = ctx;
  if (!p.ok) return <p class="cx-pv-illegal" data-testid="attack-preview" data-ok="false">{pick(cx("pvIllegal", { why: pick(p) }))}</p>;
  const player = p.target.kind === "player";
  const parts: string[] = [pick(cx("pvAtk", { n: p.baseAtk }))];
  if (p.superiorBonus) parts.push(pick(cx("pvSuperior")));
  if (p.chargeBonus) parts.push(pick(cx("pvCharge", { n: p.chargeBonus })));
  if (p.fog) parts.push(pick(cx("pvFog", { n: p.fog })));
  if (p.inferiorReduction) parts.push(pick(cx("pvInferior")));
  if (p.guard) parts.push(pick(cx("pvGuard", { n: p.guard })));
  if (p.precise) parts.push(pick(cx("pvPrecise")));
  return (
    <div class="cx-pv" data-testid="attack-preview" data-ok="true" data-relation={p.relation} data-damage={p.damage} data-before={p.before} data-after={p.after} data-defeats={String(p.defeats)}>
      <div class="cx-pv-line">{label}</div>
      <div class="cx-pv-parts">{parts.join(" · ")}</div>
      <div class="cx-pv-result">
        <strong>{pick(cx("pvDamage", { n: p.damage }))}</strong>
        {" · "}
        {player ? pick(cx("pvTime", { a: p.before, b: p.after })) : pick(cx("pvHeart", { a: p.before, b: p.after }))}
        {p.defeats && !player && <strong class="cx-pv-kill"> {pick(cx("pvDefeats"))}</strong>}
      </div>
      <div class="cx-pv-note muted">{pick(cx("previewNoTrap"))}</div>
    </div>
  );
}

function BlessNumbers({ ctx, p }: { ctx: Ctx; p: Preview<BlessPreview> }) {
  const { pick } = ctx;
  if (!p.ok) return <p class="cx-pv-illegal" data-testid="bless-preview" data-ok="false">{pick(cx("pvIllegal", { why: pick(p) }))}</p>;
  const rows: string[] = [];
  const nums = (uid: number, b: { atk: number; heart: number }, a: { atk: number; heart: number } | null) =>
    `${targetLabel(ctx, { kind: "character", seat: 0, uid })}: ${a ? pick(cx("pvStats", { atk: b.atk, heart: b.heart, atk2: a.atk, heart2: a.heart })) : pick(cx("pvGone"))}`;
  if (p.character && p.target.kind === "character") rows.push(nums(p.target.uid, p.character.before, p.character.after));
  if (p.time && p.time.before !== p.time.after) rows.push(pick(cx("pvTime", { a: p.time.before, b: p.time.after })));
  for (const c of p.characters ?? []) rows.push(nums(c.uid, c.before, c.after));
  if (p.draws) rows.push(pick(cx("pvDraws", { n: p.draws })));
  const changed = rows.length > 0;
  return (
    <div
      class="cx-pv"
      data-testid="bless-preview"
      data-ok="true"
      data-atk-before={p.character?.before.atk ?? ""}
      data-atk-after={p.character?.after?.atk ?? ""}
      data-heart-before={p.character?.before.heart ?? ""}
      data-heart-after={p.character?.after?.heart ?? ""}
    >
      {rows.map((r, i) => (
        <div key={i} class="cx-pv-result">
          {r}
        </div>
      ))}
      {!changed && <div class="muted">{pick(cx("pvNoChange"))}</div>}
      {p.oneShot && <div class="cx-pv-note muted">{pick(cx("pvOneShot"))}</div>}
    </div>
  );
}

/**
 * The selection and its consequences: the picked card's text, the engine's preview on the chosen (or hovered) target,
 * and the button that sends the move. The button is enabled only when the engine lists that exact action.
 */
export function PreviewPanel({ ctx }: { ctx: Ctx }) {
  const { view, pick, i18n, me, source } = ctx;
  if (me === null) return null;
  const shown = ctx.target ?? ctx.hover;
  const clear = () => {
    ctx.setSource(null);
    ctx.setTarget(null);
  };
  if (!source) {
    return (
      <div class="cx-preview" data-testid="chrono-preview" data-source="">
        <strong class="cx-preview-title">{pick(cx("previewTitle"))}</strong>
        <p class="muted cx-preview-hint">{pick(cx("previewHint"))}</p>
      </div>
    );
  }
  const discardPhase = view.phase === "discard" || view.phase === "trim";
  const buttons: { a: ChronoAction | null; label: string; testId: string; why: string; primary?: boolean }[] = [];
  let head = "";
  let text: string[] = [];
  let pv: ReturnType<typeof previewFor> = null;
  if (source.kind === "card") {
    const d = defOf(view, source.card);
    head = cardName(view, source.card, i18n.lang);
    text = d ? cardText(d, i18n.lang) : [];
    if (discardPhase) buttons.push({ a: { type: "discard", card: source.card }, label: pick(cx("discardThis")), testId: "discard-card", why: pick(cx("rWrongPhase")), primary: true });
    else if (d?.kind === "character") {
      const plain = actionFor(ctx.actions, source, null);
      const needsTarget = ctx.actions.some((a) => a.type === "place" && a.card === source.card && a.target !== undefined);
      const withTarget = ctx.target ? actionFor(ctx.actions, source, ctx.target) : null;
      buttons.push({
        a: plain ?? withTarget,
        label: pick(cx(needsTarget ? "placeOn" : "place")),
        testId: "place-card",
        why: needsTarget ? pick(cx("rNeedTarget")) : view.players[me].field.length >= 5 && view.phase === "deploy" ? pick(cx("rFieldFull", { n: view.players[me].field.length })) : pick(cx("rWrongPhase")),
        primary: true,
      });
    } else if (d?.kind === "effect") {
      const a = ctx.target ? actionFor(ctx.actions, source, ctx.target) : null;
      const why = ctx.marks.size === 0 ? pick(cx("rNoTarget")) : !ctx.target ? pick(cx("rPickTarget")) : pick(cx("rWrongPhase"));
      buttons.push({ a, label: pick(cx("bless")), testId: "bless-card", why, primary: true });
      if (shown) pv = previewFor(view, me, source, shown);
    } else if (d?.kind === "trap") {
      const full = view.players[me].traps.length >= 3 && view.phase === "prepare";
      buttons.push({ a: actionFor(ctx.actions, source, null), label: pick(cx("setTrap")), testId: "set-trap", why: full ? pick(cx("rTrapsFull", { n: 3 })) : pick(cx("rWrongPhase")), primary: true });
    }
  } else {
    const c = view.players[me].field.find((x) => x.uid === source.uid);
    head = c ? cardName(view, c.card, i18n.lang) : "?";
    const a = ctx.target ? actionFor(ctx.actions, source, ctx.target) : null;
    const why = ctx.marks.size === 0 ? pick(cx("rNoAttacker")) : !ctx.target ? pick(cx("rPickTarget")) : view.phase === "deploy" ? pick(cx("rBeginFirst")) : pick(cx("rWrongPhase"));
    buttons.push({ a, label: pick(cx("confirmAttack")), testId: "confirm-attack", why, primary: true });
    if (shown) pv = previewFor(view, me, source, shown);
  }
  const planning = buttons.every((b) => b.a === null) && ctx.target !== null;
  return (
    <div class="cx-preview is-active" data-testid="chrono-preview" data-source={source.kind === "card" ? `card-${source.card}` : `unit-${source.uid}`} data-target={ctx.target ? (ctx.target.kind === "player" ? `p${ctx.target.seat}` : `c${ctx.target.uid}`) : ""}>
      <div class="cx-preview-head">
        <strong class="cx-preview-title">{head}</strong>
        <Btn size="sm" kind="ghost" testId="clear-selection" onClick={clear}>
          {pick(cx("cancel"))}
        </Btn>
      </div>
      {text.map((t, i) => (
        <p key={i} class="cx-preview-text">
          {t}
        </p>
      ))}
      {pv?.attack && shown && <AttackNumbers ctx={ctx} p={pv.attack} label={pick(cx("pvAttack", { a: head, t: targetLabel(ctx, shown) }))} />}
      {pv?.bless && <BlessNumbers ctx={ctx} p={pv.bless} />}
      {planning && <p class="muted cx-pv-note">{pick(cx("pvNotNow"))}</p>}
      <div class="cx-preview-actions">
        {buttons.map((b) => (
          <Btn key={b.testId} size="sm" kind={b.primary ? "primary" : "secondary"} testId={b.testId} disabledReason={b.a ? reasonFor(ctx, b.a) : ctx.blockedReason ?? b.why} onClick={() => b.a && ctx.act(b.a)}>
            {b.label}
          </Btn>
        ))}
      </div>
    </div>
  );
}
