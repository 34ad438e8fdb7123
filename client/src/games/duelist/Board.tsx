import { useEffect, useMemo, useState } from "preact/hooks";
import type { GameViewProps } from "../types";
import { ClashStrip, hitsOf, useClash } from "./Clash";
import { Hand } from "./Hand";
import { Mulligan } from "./Mulligan";
import { asDuelView, attacksAllowed, isHidden, legal, movesOf, type AttackTarget, type Card, type DuelAction } from "./model";
import { Panel, PileList, TurnButtons, type Selection } from "./Panel";
import { Row, SideStrip } from "./Side";
import { dx } from "./strings";
import type { Hit } from "./Unit";

/**
 * 活俠決鬥者 board: the other side at the top (its 本陣, counters and card backs, then its five slots), your five
 * slots and your 本陣 below, your hand, and beside the field a panel with the selection's details and the engine's
 * previews (an attack round by round, a 秘笈's effect or why it would fail) with the buttons that act. The latest
 * attack replays step by step between the two rows. Spectators see seat 1 at the bottom.
 */
export function DuelistBoard({ table, session, mySeat, myView, publicView, blockedReason, act, i18n, viewSeat }: GameViewProps) {
  const { pick } = i18n;
  const finished = table.status === "finished";
  const view = finished ? asDuelView(publicView) ?? asDuelView(myView) : asDuelView(myView) ?? asDuelView(publicView);
  const [sel, setSel] = useState<Selection>(null);
  const [grave, setGrave] = useState<number | null>(null);
  const clash = useClash(session.lastEvents);
  // A new position: the selection may no longer make sense.
  useEffect(() => setSel(null), [table.seq]);
  const actions = useMemo(() => (view && !finished ? legal(view, mySeat) : []), [view, mySeat, finished]);
  const moves = useMemo(() => movesOf(actions), [actions]);
  if (!view) return <p class="muted du-rules">{pick(dx("rules"))}</p>;

  // Watching: from the seat asked for (a replay opens on the human player's side), else seat 0.
  const bottom = mySeat ?? (viewSeat === 1 ? 1 : 0);
  const top = 1 - bottom;
  const names = i18n.seatName;
  const send = (a: DuelAction) => {
    setSel(null);
    act(a);
  };
  const myTurn = mySeat !== null && !blockedReason && view.phase === "main";
  // Conceding is open to a seated player at any time (not only on their turn): the room passes it to the engine.
  const concedeReason =
    mySeat === null ? i18n.t("reasonSpectator") : finished ? i18n.t("reasonNotLegal") : session.phase !== "connected" ? i18n.t("reasonOffline") : session.pending ? i18n.t("reasonPending") : null;

  const attacker = sel?.kind === "attacker" ? sel.unit : null;
  const targets = new Set<number>((attacker !== null ? moves.attacks.get(attacker) ?? [] : []).filter((t): t is number => typeof t === "number"));
  const baseTargets = attacker !== null ? (moves.attacks.get(attacker) ?? []).filter((t) => typeof t !== "number") : [];
  const handSel = sel?.kind === "hand" ? sel.card : null;
  const summonSlots = new Set(handSel !== null && myTurn ? moves.summonSlots.get(handSel) ?? [] : []);
  const attackers = new Set(myTurn ? moves.attacks.keys() : []);

  const playing = clash.shown > 0 && clash.shown < clash.steps.length;
  const hits: Map<number, Hit> = playing ? hitsOf(clash.steps[clash.shown - 1]) : new Map();
  const current = playing ? clash.steps[clash.shown - 1] : undefined;
  const baseHit = (seat: number) => (current?.type === "base_damage" && current.seat === seat ? `−${String(current.data?.amount ?? "")}` : undefined);

  const onUnit = (id: number) => {
    if (attacker !== null && targets.has(id)) return setSel({ kind: "attacker", unit: attacker, target: id });
    if (attackers.has(id)) return setSel(sel?.kind === "attacker" && sel.unit === id ? null : { kind: "attacker", unit: id, target: null });
    setSel(sel?.kind === "inspect" && sel.unit === id ? null : { kind: "inspect", unit: id });
  };
  const onHand = (c: Card) => setSel(handSel === c.id ? null : { kind: "hand", card: c.id });
  const onSlot = (slot: number) => {
    if (handSel !== null) send({ type: "summon", card: handSel, slot });
  };
  const onBase = () => {
    if (attacker === null || baseTargets.length === 0) return;
    const t: AttackTarget = baseTargets.includes("base-stab") ? "base-stab" : baseTargets[0];
    setSel({ kind: "attacker", unit: attacker, target: t });
  };

  const bottomHand = view.players[bottom].hand;
  const showBottomHand = mySeat !== null || bottomHand.some((c) => !isHidden(c));
  const firstTurnNote = myTurn && !attacksAllowed(view, mySeat!) ? pick(dx("hintFirstTurn")) : null;

  return (
    <div
      class="du-board"
      data-testid="duelist-board"
      data-phase={view.phase}
      data-active={view.active}
      data-turn={view.turn}
      data-first={view.first}
      data-bottom={bottom}
      data-my-turn={String(myTurn)}
      data-winner={view.winner ?? ""}
    >
      <div class="du-layout">
      <div class="du-field">
        <SideStrip view={view} seat={top} info={table.seats[top]} mine={false} active={!finished && view.active === top && view.phase === "main"} i18n={i18n} baseTarget={baseTargets.length > 0} baseHit={baseHit(top)} graveOpen={grave === top} onGrave={() => setGrave(grave === top ? null : top)} onBase={onBase} />
        <Row view={view} seat={top} i18n={i18n} selected={attacker ?? (sel?.kind === "inspect" ? sel.unit : null)} attackers={new Set()} targets={targets} summonSlots={new Set()} hits={hits} onUnit={onUnit} onSlot={() => undefined} />
        <div class="du-mid">
          <ClashStrip clash={clash} i18n={i18n} />
          <Mulligan view={view} mySeat={finished ? null : mySeat} blockedReason={blockedReason} act={send} i18n={i18n} />
          {firstTurnNote && clash.steps.length === 0 && <p class="du-note">{firstTurnNote}</p>}
        </div>
        <Row view={view} seat={bottom} i18n={i18n} selected={attacker ?? (sel?.kind === "inspect" ? sel.unit : null)} attackers={attackers} targets={new Set()} summonSlots={summonSlots} hits={hits} onUnit={onUnit} onSlot={onSlot} />
        <SideStrip view={view} seat={bottom} info={table.seats[bottom]} mine={mySeat === bottom} active={!finished && view.active === bottom && view.phase === "main"} i18n={i18n} baseTarget={false} baseHit={baseHit(bottom)} graveOpen={grave === bottom} onGrave={() => setGrave(grave === bottom ? null : bottom)} />
      </div>
      <aside class="du-side">
        {grave !== null && <PileList title={pick(dx("graveOf", { name: names(grave) }))} cards={view.players[grave].discard} i18n={i18n} testId={`grave-list-${grave}`} />}
        <Panel view={view} mySeat={mySeat} sel={sel} setSel={setSel} moves={moves} blockedReason={blockedReason} act={send} names={names} i18n={i18n} finished={finished} />
        {mySeat !== null && !finished && view.phase === "main" && (
          <TurnButtons view={view} mySeat={mySeat} moves={moves} blockedReason={blockedReason} concedeReason={concedeReason} act={send} names={names} i18n={i18n} />
        )}
        {mySeat !== null && !finished && view.phase === "mulligan" && (
          <TurnButtons view={view} mySeat={mySeat} moves={moves} blockedReason={pick(dx("mulliganTitle"))} concedeReason={concedeReason} act={send} names={names} i18n={i18n} />
        )}
      </aside>
      {showBottomHand && (
        <section class="du-hand-wrap" aria-label={mySeat !== null ? pick(dx("yourHand")) : pick(dx("handOfSeat", { name: names(bottom) }))}>
          <Hand
            cards={bottomHand}
            i18n={i18n}
            testId={mySeat !== null ? "my-hand" : `shown-hand-${bottom}`}
            selected={handSel}
            playable={(c) => myTurn && (moves.summonSlots.has(c.id) || moves.casts.has(c.id))}
            onPick={mySeat !== null ? onHand : () => undefined}
          />
          {mySeat !== null && (
            <details class="du-deck-list">
              <summary data-testid="my-deck-toggle">
                {pick(dx("deckOf"))} ({view.players[mySeat].deck.length})
              </summary>
              <PileList title="" cards={view.players[mySeat].deck} i18n={i18n} testId="my-deck-list" />
            </details>
          )}
        </section>
      )}
      </div>
      <p class="du-rules muted">{pick(dx("rules"))}</p>
      <span class="sr-only" aria-live="polite">
        {current ? pick(current) : ""}
      </span>
    </div>
  );
}
