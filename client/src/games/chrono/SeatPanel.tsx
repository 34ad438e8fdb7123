import { FieldCard } from "./Card";
import type { Ctx } from "./ctx";
import { attrMark, attrName, boardHeart, defOf, relation, RULES, targetKey, type TargetRef } from "./model";
import { cx } from "./strings";

/** Your relation to another player, as a badge: 上位 / 下位 change combat; 生 only matters for 加持. */
function RelationBadge({ ctx, seat }: { ctx: Ctx; seat: number }) {
  // "You 上位" is about you: a spectator reads the relation table instead.
  if (ctx.me === null || seat === ctx.me) return null;
  const mine = ctx.view.players[ctx.me]?.attr;
  const theirs = ctx.view.players[seat]?.attr;
  if (!mine || !theirs) return null;
  const r = relation(mine, theirs);
  const [label, title] =
    r === "superior" ? [cx("relSuperior"), cx("relSuperiorTitle")] : r === "inferior" ? [cx("relInferior"), cx("relInferiorTitle")] : r === "same" ? [cx("relSame"), cx("relGenTitle")] : [cx("relGen"), cx("relGenTitle")];
  return (
    <span class={`cx-rel cx-rel-${r}`} data-testid={`relation-${seat}`} data-relation={r} title={ctx.pick(title)}>
      {ctx.pick(label)}
    </span>
  );
}

/**
 * One player around the table: name, attribute, 生存時間 clock, hand / trap / deck counts, player effects, and the
 * field (zone E) with each character's numbers. Characters and the player light up when they are a legal target of
 * what you picked; clicking your own character picks it as the attacker.
 */
export function SeatPanel({ ctx, seat, position }: { ctx: Ctx; seat: number; position: "mine" | "other" }) {
  const { view, pick, i18n } = ctx;
  const p = view.players[seat];
  const isMe = ctx.me === seat;
  const active = view.phase !== "over" && view.current === seat;
  const playerRef: TargetRef = { kind: "player", seat };
  const playerMark = ctx.marks.get(targetKey(playerRef));
  const chosenKey = ctx.target ? targetKey(ctx.target) : null;
  const timePct = Math.max(0, Math.min(100, Math.round((p.time / RULES.startTime.value) * 100)));
  const low = p.time <= 4;
  const clickUnit = (uid: number) => {
    const ref: TargetRef = { kind: "character", seat, uid };
    if (ctx.marks.has(targetKey(ref))) {
      ctx.setTarget(ref);
      return;
    }
    if (isMe) {
      const already = ctx.source?.kind === "attacker" && ctx.source.uid === uid;
      ctx.setSource(already ? null : { kind: "attacker", uid });
    }
  };
  const markOf = (uid: number) => {
    const key = `c${uid}`;
    if (chosenKey === key) return "chosen" as const;
    if (ctx.source?.kind === "attacker" && ctx.source.uid === uid) return "source" as const;
    const m = ctx.marks.get(key);
    return m === "legal" ? ("target" as const) : m === "later" ? ("maybe" as const) : null;
  };
  const canClick = (uid: number) => ctx.marks.has(`c${uid}`) || (isMe && ctx.me !== null);
  return (
    <section
      class={`cx-seat cx-seat-${position} ${active ? "is-active" : ""} ${isMe ? "is-me" : ""} ${p.alive ? "" : "is-out"}`}
      data-testid={`chrono-seat-${seat}`}
      data-seat={seat}
      data-attr={p.attr ?? ""}
      data-time={p.time}
      data-alive={String(p.alive)}
      data-hand={p.hand.length}
      data-traps={p.traps.length}
      data-field={p.field.length}
    >
      <header class="cx-seat-head">
        <span class={`cx-attr-badge attr-${p.attr ?? "none"}`} title={attrName(p.attr, i18n.lang)}>
          {p.attr ? attrMark(p.attr, ctx.i18n.lang) : "?"}
        </span>
        <span class="cx-seat-name" title={ctx.seatName(seat)}>
          {ctx.seatName(seat)}
        </span>
        {isMe && <span class="cx-tag cx-tag-you">{pick(cx("you"))}</span>}
        {view.firstSeat === seat && view.phase !== "attr" && <span class="cx-tag">{pick(cx("first"))}</span>}
        {active && <span class="cx-tag cx-tag-turn">{pick(cx("toMove"))}</span>}
        {!p.alive && <span class="cx-tag cx-tag-out">{pick(cx("out"))}</span>}
        <RelationBadge ctx={ctx} seat={seat} />
        <span class={`cx-clock ${low ? "is-low" : ""}`} data-testid={`clock-${seat}`} title={pick(cx("time"))}>
          <span class="cx-clock-bar">
            <span class="cx-clock-fill" style={{ width: `${timePct}%` }} />
          </span>
          <strong>{p.time}</strong>
        </span>
      </header>
      <div class="cx-seat-stats">
        <span class="cx-chip" title={pick(cx("handTitle"))} data-testid={`hand-count-${seat}`}>{pick(cx("handN", { n: p.hand.length }))}</span>
        <span class="cx-chip" title={pick(cx("trapsTitle"))} data-testid={`traps-${seat}`}>
          {pick(cx("trapsN", { n: p.traps.length }))}
          {p.traps.map((_, i) => (
            <span key={i} class="cx-trap-back" aria-hidden="true" />
          ))}
        </span>
        <span class="cx-chip" title={pick(cx("decksTitle"))}>
          {pick(cx("decksN", { c: p.decks.character.length, e: p.decks.effect.length, t: p.decks.trap.length }))}
        </span>
        <span class="cx-chip" title={pick(cx("boardHeartTitle"))} data-testid={`board-heart-${seat}`}>
          {pick(cx("boardHeart", { n: boardHeart(view, seat) }))}
        </span>
        <span class="cx-chip" title={pick(cx("graveTitle"))}>{pick(cx("graveN", { n: p.graveyard.length }))}</span>
        {p.playerEffects.map((e) => {
          const d = defOf(view, e);
          return (
            <span key={e} class="cx-chip cx-chip-fx" title={d ? `${pick(cx("playerEffects"))}: ${pick(d.kind === "effect" ? d.text : { zh: "", en: "" })}` : ""}>
              ✦{d ? (i18n.lang === "zh" ? d.name : d.en) : "?"}
            </span>
          );
        })}
        {playerMark && (
          <button
            type="button"
            class={`cx-player-target ${chosenKey === targetKey(playerRef) ? "is-chosen" : playerMark === "legal" ? "is-target" : "is-maybe"}`}
            data-testid={`player-target-${seat}`}
            data-legal={String(playerMark === "legal")}
            onClick={() => ctx.setTarget(playerRef)}
            onMouseEnter={() => ctx.setHover(playerRef)}
            onMouseLeave={() => ctx.setHover(null)}
          >
            {pick(cx(ctx.source?.kind === "attacker" ? "attackPlayer" : "blessPlayer"))}
          </button>
        )}
      </div>
      <div class="cx-field" data-testid={`field-${seat}`}>
        {p.field.map((c) => (
          <FieldCard
            key={c.uid}
            view={view}
            seat={seat}
            c={c}
            lang={i18n.lang}
            mark={markOf(c.uid)}
            onClick={canClick(c.uid) ? () => clickUnit(c.uid) : undefined}
            onHover={ctx.marks.has(`c${c.uid}`) ? (on) => ctx.setHover(on ? { kind: "character", seat, uid: c.uid } : null) : undefined}
          />
        ))}
        {p.field.length === 0 && p.alive && <span class="cx-field-empty muted">{pick(cx("noChars"))}</span>}
      </div>
    </section>
  );
}
