import { HIDDEN_CARD, drawPassEngine, type DrawPassAction, type DrawPassState } from "../../../shared/src/games/drawpass/engine";
import { Btn } from "../components/Button";
import { defineStrings } from "../i18n";
import { seatElement } from "../ui";
import type { GameView, GameViewProps } from "./types";

/** 抽牌或過 — the test game: your hand, the deck, and Draw / Pass. */
interface DrawPassView {
  seats: number;
  deckCount: number;
  handCounts: number[];
  /** Your own hand (and everyone's once the game is over); card backs (HIDDEN_CARD) for the others. */
  hands: number[][];
  turn: number;
  over: boolean;
  moves: number;
}

const tx = defineStrings({
  deck: ["牌堆", "Deck"],
  deckCount: ["剩 {n} 張", "{n} left"],
  draw: ["抽牌", "Draw"],
  pass: ["過", "Pass"],
  yourHand: ["你的手牌", "Your hand"],
  total: ["合計 {n} 點", "{n} points"],
  cards: ["{n} 張", "{n} cards"],
  rules: ["輪到你時抽一張或過；牌堆抽完或所有人連續過牌時結束，點數最高者勝。", "On your turn draw a card or pass. The game ends when the deck runs out or everyone passes in a row; the highest total wins."],
  deckEmpty: ["牌堆已空。", "The deck is empty."],
});

function asView(v: unknown): DrawPassView | null {
  const o = v as DrawPassView | null;
  return o && typeof o === "object" && Array.isArray(o.handCounts) ? o : null;
}

/** The engine's own legalActions, run on this seat's view (it has the state's shape). */
function legal(view: DrawPassView, seat: number): DrawPassAction[] {
  return drawPassEngine.legalActions(view as unknown as DrawPassState, seat);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function Card({ n, testId }: { n: number; testId: string }) {
  return (
    <span class={`dp-card el-${seatElement(n - 1)}`} data-testid={testId} data-value={n}>
      {n}
    </span>
  );
}

function Board({ table, mySeat, myView, publicView, blockedReason, act, i18n }: GameViewProps) {
  const { pick } = i18n;
  const pub = asView(publicView);
  const mine = asView(myView);
  const view = mine ?? pub;
  if (!view) return <p class="muted">{pick(tx("rules"))}</p>;
  const myHand = mySeat !== null && mine ? mine.hands[mySeat] ?? [] : null;
  const actions = mySeat !== null ? legal(view, mySeat) : [];
  const can = (type: DrawPassAction["type"]) => actions.some((a) => a.type === type);
  const reasonFor = (type: DrawPassAction["type"]) =>
    blockedReason ?? (can(type) ? null : type === "draw" && view.deckCount === 0 ? pick(tx("deckEmpty")) : i18n.t("reasonNotLegal"));
  return (
    <div class="dp-board" data-testid="drawpass-board">
      <div class="dp-center">
        <div class="dp-deck" data-testid="deck" data-count={view.deckCount} title={pick(tx("deck"))}>
          <span class="dp-deck-stack" aria-hidden="true">
            {Array.from({ length: Math.min(4, view.deckCount) }, (_, i) => (
              <span key={i} class="dp-back" style={{ transform: `translate(${i * 2}px, ${-i * 2}px)` }} />
            ))}
          </span>
          <span class="dp-deck-label">
            {pick(tx("deck"))} · {pick(tx("deckCount", { n: view.deckCount }))}
          </span>
        </div>
        <p class="dp-rules muted">{pick(tx("rules"))}</p>
      </div>
      <ul class="dp-seats">
        {table.seats.map((seat) => {
          if (seat.index === mySeat) return null;
          const hand = view.hands[seat.index] ?? [];
          const revealed = hand.length > 0 && hand.every((c) => c !== HIDDEN_CARD) ? hand : null;
          const count = view.handCounts[seat.index] ?? 0;
          return (
            <li key={seat.index} class={`dp-seat ${view.turn === seat.index && !view.over ? "dp-seat-turn" : ""}`} data-testid={`dp-seat-${seat.index}`}>
              <span class={`seat-token el-${seatElement(seat.index)}`}>{seat.index + 1}</span>
              <span class="dp-seat-name">{i18n.seatName(seat.index)}</span>
              <span class="dp-hand">
                {revealed
                  ? revealed.map((n, i) => <Card key={i} n={n} testId="revealed-card" />)
                  : Array.from({ length: count }, (_, i) => <span key={i} class="dp-back dp-back-sm" data-testid="card-back" />)}
              </span>
              <span class="muted dp-count">{revealed ? pick(tx("total", { n: sum(revealed) })) : pick(tx("cards", { n: count }))}</span>
            </li>
          );
        })}
      </ul>
      {myHand && (
        <div class="dp-mine" data-testid="my-hand" data-total={sum(myHand)}>
          <div class="dp-mine-head">
            <strong>{pick(tx("yourHand"))}</strong>
            <span class="muted">{pick(tx("total", { n: sum(myHand) }))}</span>
          </div>
          <div class="dp-hand dp-hand-mine">
            {myHand.map((n, i) => (
              <Card key={i} n={n} testId="hand-card" />
            ))}
          </div>
          {!view.over && (
            <div class="dp-actions">
              <Btn kind="primary" size="lg" testId="action-draw" disabledReason={reasonFor("draw")} onClick={() => act({ type: "draw" })}>
                {pick(tx("draw"))}
              </Btn>
              <Btn size="lg" testId="action-pass" disabledReason={reasonFor("pass")} onClick={() => act({ type: "pass" })}>
                {pick(tx("pass"))}
              </Btn>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export const drawpassView: GameView = { Board };
