import { useEffect, useMemo, useState } from "preact/hooks";
import { defaultFacing } from "../../../../shared/src/games/shengke/board";
import { preview } from "../../../../shared/src/games/shengke/preview";
import type { GameViewProps } from "../types";
import { Board, type CellMark } from "./Board";
import { CardDetail, CardFace, RangeGlyph } from "./Card";
import { actionWith, ChainView, composerInfo, CurseHand, type Composer } from "./Curses";
import type { Ctx } from "./ctx";
import { asState, autoStepOf, cellName, legalFor, mustOf, rangeCells, richPreview, soleSummonCard, turnPassHolds, turnPassOffer, turnPassStep, type RichPreview, type ShengkeAction, type ShengkeState, type TurnPass } from "./model";
import { DicePanel, PhaseBar } from "./PhaseBar";
import { PreviewPanel } from "./PreviewPanel";
import { sx } from "./strings";
import { useNoShrink } from "../../ui";
import { EveryStopPref, humanPauseMs, useAutoStep, useSendAutoStep } from "../stops";
import { CurseZones, Discards, HandCounts, Piles, Tokens } from "./Zones";

const coarsePointer = () => typeof matchMedia === "function" && matchMedia("(hover: none)").matches;

/** 生剋棋 at the table: phase bar, the board from your side, both players' zones, your hand and curses, previews. */
export function ShengkeView(props: GameViewProps) {
  const { table, mySeat, myView, publicView, blockedReason, act, i18n } = props;
  const { pick } = i18n;
  const s = asState(myView) ?? asState(publicView);
  const me = mySeat !== null && asState(myView) ? mySeat : null;
  const [flip, setFlip] = useState(false);
  const [sel, setSel] = useState<string | null>(null);
  const [hoverCell, setHoverCell] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const [pendingCell, setPendingCell] = useState<number | null>(null);
  const [hoverAction, setHoverAction] = useState<ShengkeAction | null>(null);
  const [composer, setComposer] = useState<Composer | null>(null);
  const [inspected, setInspected] = useState<{ id: string; cell?: number } | null>(null);
  // The curse composer sits below the preview and its targets preview on hover: the preview must not shrink under it.
  const previewSlot = useNoShrink<HTMLDivElement>(composer !== null);
  const stamp = s ? `${s.turn}.${s.moves}.${s.phase}.${s.priority.seat}.${s.over}` : "";
  const legal = useMemo(() => (s && me !== null ? legalFor(s, me) : []), [stamp, me]);
  // The one card a summon can use is picked up already: the player's choice is the cell (a click saved, issue 25).
  const onlySummonable = useMemo(() => soleSummonCard(legal), [legal]);
  useEffect(() => {
    setSel(onlySummonable);
    setComposer(null);
    setPendingCell(null);
    setHoverAction(null);
  }, [stamp]);

  const selfStep = useAutoStep(s ? autoStepOf(s, me, legal) : null);
  // 「結束回合」/「本回合不再回應」: the player's one-click request for the rest of the turn (model.ts TurnPass).
  const [turnPass, setTurnPass] = useState<TurnPass | null>(null);
  const requested = s ? turnPassStep(s, me, legal, turnPass) : null;
  const autoStep = requested ?? selfStep;
  const must = requested ? "turnPass" : autoStep ? "autoStep" : s ? mustOf(s, me, legal, props.session.autoPass) : "wait";
  const offer = s && !autoStep ? turnPassOffer(s, me, legal) : null;
  // A pass in the opponent's window waits a person's pause, like the room's auto-pass, so its timing shows nothing.
  const pause = useMemo(() => (requested?.type === "pass" ? humanPauseMs() : undefined), [stamp, requested?.type]);
  // A step with a single legal action completes itself after a moment (once per position: the stamp).
  useSendAutoStep(autoStep, stamp, blockedReason, act, pause);

  // Legality of every cell for the selected hand card (the reason comes from the engine's own error).
  const summonMarks = useMemo(() => {
    const marks: Record<number, CellMark> = {};
    if (!s || me === null || !sel) return marks;
    for (let c = 0; c < 25; c++) {
      const a: ShengkeAction = { type: "summon", card: sel, cell: c };
      if (legal.some((b) => b.type === "summon" && b.card === sel && b.cell === c)) marks[c] = { legal: true };
      else {
        const p = preview(s, me, a);
        marks[c] = { dimReason: p.error ? pick(p.error) : i18n.t("reasonNotLegal") };
      }
    }
    return marks;
  }, [stamp, sel, i18n.lang]);

  if (!s) return <p class="muted">{pick(sx("loading"))}</p>;

  const seatName = i18n.seatName;
  const ctx: Ctx = {
    s,
    me,
    i18n,
    legal,
    blocked: blockedReason,
    act: (a) => {
      setHoverAction(null);
      setTurnPass(null);
      act(a);
    },
    hover: setHoverAction,
    seatName,
  };
  // Watching: from the seat asked for (a replay opens on the human player's side), else seat 0; the switch flips it.
  const baseSeat = props.viewSeat === 1 ? 1 : 0;
  const bottomSeat = me ?? (flip ? 1 - baseSeat : baseSeat);
  const topSeat = 1 - bottomSeat;
  const info = composer && me !== null ? composerInfo(s, me, composer) : null;
  const cellField = info && (info.nextField === "cell" || info.nextField === "cell2") ? info.nextField : null;
  const summonable = new Set(legal.filter((a) => a.type === "summon").map((a) => (a as { card: string }).card));

  // ── preview: summon (card + cell), curse (composer), or the hovered button ──
  const focusCell = pendingCell ?? hoverCell;
  let pv: RichPreview | null = null;
  let pvTitle = "";
  let ghost: number | null = null;
  if (me !== null && sel && focusCell !== null && !s.board[focusCell]) {
    pv = richPreview(s, me, { type: "summon", card: sel, cell: focusCell });
    const c = s.cards[sel];
    pvTitle = pick(sx("previewSummon", { card: c ? (i18n.lang === "zh" ? c.zh : c.en) : "?", cell: cellName(focusCell) }));
    if (pv.legal) ghost = focusCell;
  } else if (me !== null && info && composer) {
    const def = s.curses[composer.curse];
    const a = info.action ?? (cellField && focusCell !== null && info.values.includes(focusCell) ? actionWith(s, me, composer, cellField, focusCell) : null) ?? (hoverAction?.type === "curse" ? hoverAction : null);
    if (a) {
      pv = richPreview(s, me, a);
      pvTitle = pick(sx("previewCurse", { name: def ? pick(info.option?.side ?? { zh: "", en: "" }) : "?" }));
    }
  } else if (me !== null && hoverAction) {
    pv = richPreview(s, me, hoverAction);
    pvTitle = hoverAction.type === "judge" ? pick(sx("previewJudge")) : pick(sx("previewAction"));
  }

  // ── marks on the board ──
  const marks: Record<number, CellMark> = {};
  if (sel) Object.assign(marks, summonMarks);
  if (cellField && info) {
    for (let c = 0; c < 25; c++) marks[c] = info.values.includes(c) ? { legal: true } : { dimReason: pick(sx("chooseTarget")) };
    if (composer?.picks.cell !== undefined) marks[composer.picks.cell] = { ...marks[composer.picks.cell], selected: true };
  }
  if (pv?.legal && pv.result) {
    for (const d of pv.result.destroyed) marks[d.cell] = { ...marks[d.cell], destroy: `${d.zh} · ${d.rule}` };
  }
  if (ghost !== null) marks[ghost] = { ...marks[ghost], ghost: true };
  if (pendingCell !== null) marks[pendingCell] = { ...marks[pendingCell], selected: true };

  // ── ranges: the hovered or pinned board card, or the selected card on the hovered cell ──
  let ranges: { source: number; inCells: number[]; outCells: number[] } | null = null;
  const rc = focusCell ?? pinned;
  if (rc !== null) {
    const bc = s.board[rc];
    const card = bc ? s.cards[bc.id] : sel && me !== null ? s.cards[sel] : null;
    if (card) {
      const facing = bc ? bc.facing : defaultFacing(me ?? 0);
      ranges = { source: rc, inCells: [...rangeCells(card.in, facing, rc)], outCells: [...rangeCells(card.out, facing, rc)] };
    }
  }

  const onCellClick = (c: number) => {
    if (me !== null && cellField && info?.values.includes(c) && composer) {
      setComposer({ ...composer, picks: { ...composer.picks, [cellField]: c } });
      return;
    }
    if (me !== null && sel && marks[c]?.legal) {
      if (coarsePointer() && pendingCell !== c) {
        setPendingCell(c);
        return;
      }
      ctx.act({ type: "summon", card: sel, cell: c });
      return;
    }
    setPinned(pinned === c || !s.board[c] ? null : c);
  };

  // The card shown in full: the board card under the pointer or pinned by a tap, else a hand or discard card.
  const boardCell = focusCell !== null && s.board[focusCell] ? focusCell : pinned !== null && s.board[pinned] ? pinned : null;
  const detail = boardCell !== null ? { id: s.board[boardCell]!.id, cell: boardCell } : inspected;

  const counts = [0, 1].map((seat) => s.board.filter((b) => b?.owner === seat).length);
  return (
    <div class="sk-root" data-testid="shengke-board" data-my-seat={me ?? ""} data-bottom-seat={bottomSeat} data-turn={s.turn} data-over={String(s.over)}>
      <PhaseBar
        ctx={ctx}
        must={must}
        turnPass={turnPass && turnPassHolds(s, me, turnPass) ? turnPass : null}
        offer={offer}
        onTurnPass={setTurnPass}
        lead={
          <div class="sk-topline" data-testid="sk-topline">
            <span class="sk-turn" data-testid="sk-turn">
              {pick(sx("turnOfN", { n: s.turn, total: s.rules.turns }))}
            </span>
            <span class="sk-counts" data-testid="sk-counts" data-counts={counts.join(",")} title={pick(sx("countsBonus", { n: s.first + 1, bonus: s.rules.firstPlayerBonus }))}>
              <span class={`sk-seat-dot sk-seat-${bottomSeat === 0 ? "south" : "north"}`} /> {pick(sx("counts", { a: counts[bottomSeat], b: counts[topSeat] }))}
            </span>
            {me === null && (
              <span class="sk-spectate">
                <span class="badge badge-soft">{pick(sx("spectating"))}</span>
                <span class="muted">{pick(sx("viewFrom", { name: seatName(bottomSeat) }))}</span>
                <button type="button" class="btn btn-secondary btn-sm" data-testid="sk-flip" aria-pressed={flip} onClick={() => setFlip(!flip)}>
                  ⇅ {pick(sx("flip"))}
                </button>
              </span>
            )}
          </div>
        }
      />
      <div class="sk-players" data-testid="sk-players">
        <PlayerStrip ctx={ctx} seat={topSeat} top inspect={setInspected} />
        <PlayerStrip ctx={ctx} seat={bottomSeat} inspect={setInspected} />
      </div>
      <div class="sk-board-col" data-testid="sk-board-col">
        <Board
          s={s}
          bottomSeat={bottomSeat}
          mySeat={me}
          i18n={i18n}
          marks={marks}
          ranges={ranges}
          ghostCard={sel ? { id: sel } : null}
          onCellEnter={setHoverCell}
          onCellLeave={() => setHoverCell(null)}
          onCellClick={onCellClick}
        />
        <div class="sk-legend muted">
          <span>
            <i class="sk-lg sk-lg-out" /> {pick(sx("legendOut"))}
          </span>
          <span>
            <i class="sk-lg sk-lg-in" /> {pick(sx("legendIn"))}
          </span>
          {me !== null && <EveryStopPref i18n={i18n} class="sk-every-stop" />}
        </div>
      </div>
      <div class="sk-side-col" data-testid="sk-side">
        <DicePanel ctx={ctx} />
        {pendingCell !== null && sel && pv?.legal && (
          <button type="button" class="btn btn-primary btn-md sk-confirm" data-testid="sk-confirm-summon" onClick={() => ctx.act({ type: "summon", card: sel, cell: pendingCell })}>
            ✓ {pick(sx("confirmSummon", { cell: cellName(pendingCell) }))}
          </button>
        )}
        <div class="sk-preview-slot" ref={previewSlot.ref} style={previewSlot.style}>
          {me !== null && (pv || !detail) && <PreviewPanel ctx={ctx} pv={pv} title={pvTitle} />}
          {detail && s.cards[detail.id] && <CardDetail ctx={ctx} id={detail.id} cell={detail.cell ?? null} bottomSeat={bottomSeat} />}
        </div>
        <ChainView ctx={ctx} />
        {me !== null && s.players[me].curseHand.length > 0 && (
          <section class="sk-section sk-curse-section">
            <h3 class="sk-h">
              {pick(sx("yourCurses"))} <span class="count">{s.players[me].curseHand.length}</span>
            </h3>
            <CurseHand ctx={ctx} composer={composer} setComposer={(c) => { setSel(null); setComposer(c); if (c) setTurnPass(null); }} />
          </section>
        )}
      </div>
      {me !== null && (
        <Hand ctx={ctx} sel={sel} summonable={summonable} inspect={setInspected} onSelect={(id) => { setComposer(null); setPendingCell(null); setSel(sel === id && id !== onlySummonable ? null : id); }} />
      )}
    </div>
  );
}

type Inspect = (card: { id: string } | null) => void;

/** A player's zones: 魂/魄, piles, curse zones, discards. The opponent's (top) is the compact one. */
function PlayerStrip({ ctx, seat, top, inspect }: { ctx: Ctx; seat: number; top?: boolean; inspect: Inspect }) {
  const { s, i18n, me } = ctx;
  const { pick } = i18n;
  const active = !s.over && s.priority.seat === seat;
  const role = seat === s.first ? pick(sx("firstPlayer")) : pick(sx("secondPlayer"));
  return (
    <section class={`sk-strip ${top ? "sk-strip-top" : "sk-strip-bottom"} ${active ? "sk-strip-active" : ""}`} data-testid={`sk-player-${seat}`} data-active={String(active)}>
      <div class="sk-strip-head">
        <span class={`sk-seat-badge sk-seat-${seat === 0 ? "south" : "north"}`}>{seat + 1}</span>
        <strong class="sk-strip-name">{ctx.seatName(seat)}</strong>
        {seat === me && <span class="badge badge-you">{pick(sx("you"))}</span>}
        <span class="badge badge-soft">{role}</span>
        {active && <span class="badge badge-turn">●</span>}
        <HandCounts ctx={ctx} seat={seat} />
      </div>
      <div class="sk-strip-zones">
        <div class="sk-zone-block">
          <span class="sk-zone-label">{pick(sx("tokens"))}</span>
          <Tokens ctx={ctx} seat={seat} />
        </div>
        <div class="sk-zone-block">
          <span class="sk-zone-label">{pick(sx("piles"))}</span>
          <Piles ctx={ctx} seat={seat} />
        </div>
        <div class="sk-zone-block">
          <span class="sk-zone-label">{pick(sx("curseZones"))}</span>
          <CurseZones ctx={ctx} seat={seat} />
        </div>
      </div>
      <Discards ctx={ctx} seat={seat} inspect={inspect} />
    </section>
  );
}

/** Your 靈獸卡 hand in one row: a summonable card lights up; pointing at a card shows it in full. */
function Hand({ ctx, sel, summonable, onSelect, inspect }: { ctx: Ctx; sel: string | null; summonable: Set<string>; onSelect: (id: string) => void; inspect: Inspect }) {
  const { s, i18n, me } = ctx;
  const { pick, lang } = i18n;
  const hand = s.players[me!].hand;
  const selCard = sel ? s.cards[sel] : null;
  return (
    <section class="sk-section sk-hand-section" data-testid="sk-hand" data-count={hand.length}>
      <h3 class="sk-h">
        {pick(sx("hand"))} <span class="count">{hand.length}</span>
        <span class="sk-hand-hint muted">
          {selCard ? pick(sx("selected", { card: lang === "zh" ? selCard.zh : selCard.en })) : summonable.size ? pick(sx("selectHint")) : ""}
        </span>
      </h3>
      <div class="sk-hand" onMouseLeave={() => inspect(null)}>
        {hand.length === 0 && <span class="muted">{pick(sx("noCards"))}</span>}
        {hand.map((id) => {
          const card = s.cards[id];
          if (!card) return null;
          const can = summonable.has(id) && !ctx.blocked;
          return (
            <button
              type="button"
              key={id}
              class={`sk-hand-card ${sel === id ? "sk-hand-sel" : ""} ${can ? "sk-hand-can" : ""}`}
              data-testid="sk-hand-card"
              data-card={id}
              data-element={card.element}
              data-summonable={String(can)}
              aria-pressed={sel === id}
              aria-disabled={!can && sel !== id}
              onMouseEnter={() => inspect({ id })}
              onFocus={() => inspect({ id })}
              onClick={() => (can || sel === id ? onSelect(id) : inspect({ id }))}
            >
              <CardFace card={card} i18n={i18n} size="hand" />
              <span class="sk-hand-glyphs" aria-hidden="true">
                <RangeGlyph n={card.in} kind="in" size={20} />
                <RangeGlyph n={card.out} kind="out" size={20} />
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
