import type { ComponentChildren } from "preact";
import { colon } from "../../i18n";
import { joinNames } from "../../names";
import { useEffect, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import { PHASES, PHASE_EN, PHASE_ZH } from "../../../../shared/src/games/shengke/types";
import { hoverProps, isLegal, reasonFor, type Ctx } from "./ctx";
import { ELEMENTS, EL_ZH, elText, type Must, type ShengkeAction, type TurnPass } from "./model";
import { sx } from "./strings";
import { autoSteppingText } from "../stops";

/** The kinds of the legal actions with their counts ("curse:2 endPhase:1"): what a step was waiting on, for tests and bench:clicks. */
function openKinds(legal: ShengkeAction[]): string {
  const n = new Map<string, number>();
  for (const a of legal) n.set(a.type, (n.get(a.type) ?? 0) + 1);
  return [...n].map(([k, c]) => `${k}:${c}`).join(" ");
}

interface TurnPassProps {
  /** The player's standing 「結束回合」/「本回合不再回應」 request while it holds (it can be cancelled meanwhile). */
  turnPass: TurnPass | null;
  /** The request a click would make now, if one is offered. */
  offer: TurnPass | null;
  onTurnPass: (req: TurnPass | null) => void;
}

/**
 * The turn (`lead`), the five phases, what you must do now, what you may do, the Done / Pass button and the one-click
 * pass for the rest of the turn.
 */
export function PhaseBar({ ctx, must, lead, turnPass, offer, onTurnPass }: { ctx: Ctx; must: Must; lead?: ComponentChildren } & TurnPassProps) {
  const { s, i18n, me } = ctx;
  const { pick } = i18n;
  const cur = PHASES.indexOf(s.phase);
  const holder = s.priority.seat;
  const endA: ShengkeAction = { type: "endPhase" };
  const passA: ShengkeAction = { type: "pass" };
  const rolledEls = [...new Set(([0, 1] as const).filter((d) => !s.t.diceUsed[d] && s.t.dieElements[d]).map((d) => s.t.dieElements[d]!))];
  const elList = rolledEls.map((e) => pick(elText(e))).join(i18n.lang === "zh" ? "或" : " or ");
  let mustText = "";
  switch (must) {
    case "chooseDie": mustText = pick(sx("mustChooseDie")); break;
    case "token": mustText = pick(sx("mustToken")); break;
    case "draw": mustText = pick(sx("mustDraw")); break;
    case "summon": mustText = pick(sx("mustSummon", { els: elList })); break;
    case "judge": mustText = pick(sx("mustJudge")); break;
    case "endPhase": mustText = s.phase === "end" ? pick(sx("mustEndTurn")) : pick(sx("mustDone")); break;
    case "pass": mustText = s.priority.mode === "chain" ? pick(sx("windowChain")) : pick(sx("windowPhase", { phase: pick(sx(`phase_${s.phase}`)) })); break;
    case "autoPass": mustText = pick(sx("autoPassing")); break;
    case "autoStep": mustText = pick(autoSteppingText); break;
    case "turnPass": mustText = pick(sx(turnPass?.kind === "windows" ? "passingTurn" : "endingTurn")); break;
    case "wait": mustText = s.priority.mode === "main" ? pick(sx("waitingFor", { name: ctx.seatName(holder) })) : pick(sx("waitingWindow", { name: ctx.seatName(holder) })); break;
    case "over": mustText = pick(sx("gameOver")); break;
    case "watch": mustText = pick(sx("waitingFor", { name: ctx.seatName(holder) })); break;
  }
  const forfeits = must === "endPhase" && s.phase === "place" ? ([0, 1] as const).filter((d) => !s.t.diceUsed[d]).map((d) => s.t.dieElements[d]!) : [];
  const mine = me !== null && holder === me && !s.over;
  return (
    <div class={`sk-phasebar ${mine ? "sk-phasebar-mine" : ""}`} data-testid="sk-phasebar" data-phase={s.phase} data-must={must} data-mode={s.priority.mode} data-turn={s.turn} data-moves={s.moves} data-holder={holder} data-options={ctx.legal.length} data-open={openKinds(ctx.legal)}>
      {lead}
      <ol class="sk-phases">
        {PHASES.map((p, i) => (
          <li key={p} class={`sk-phase ${i === cur ? "sk-phase-now" : i < cur ? "sk-phase-done" : ""}`} data-testid={`sk-phase-${p}`}>
            <span class="sk-phase-n">{i + 1}</span>
            <span>{i18n.lang === "zh" ? PHASE_ZH[p] : PHASE_EN[p]}</span>
          </li>
        ))}
      </ol>
      <div class="sk-phase-body">
        <div class="sk-must" data-testid="sk-must-text">
          {(must === "chooseDie" || must === "token" || must === "draw" || must === "summon" || must === "judge" || must === "endPhase" || must === "pass") && <strong>{pick(sx("mustNow"))}{colon(i18n.lang)}</strong>}
          {mustText}
          {forfeits.length > 0 && <div class="sk-forfeit">{pick(sx("forfeitNote", { els: joinNames(forfeits.map((e) => pick(elText(e))), i18n.lang) }))}</div>}
          {mine && s.priority.mode === "main" && (
            <div class="sk-may muted" title={s.phase === "start" ? pick(sx("mayStart")) : pick(sx("mayList"))}>
              {pick(sx("mayNow"))}
              {colon(i18n.lang)}
              {s.phase === "start" ? pick(sx("mayStart")) : pick(sx("mayList"))}
            </div>
          )}
        </div>
        {me !== null && !s.over && (
          <div class="sk-phase-actions">
            {s.phase === "draw" && s.priority.mode === "main" && !s.t.drawn && holder === me && (
              <span {...hoverProps(ctx, { type: "draw" })}>
                <Btn kind="primary" testId="sk-draw" disabledReason={reasonFor(ctx, { type: "draw" })} onClick={() => ctx.act({ type: "draw" })}>
                  {pick(sx("draw"))}
                </Btn>
              </span>
            )}
            {s.phase === "judge" && s.priority.mode === "main" && !s.t.judged && holder === me && (
              <span {...hoverProps(ctx, { type: "judge" })}>
                <Btn kind="primary" testId="sk-judge" disabledReason={reasonFor(ctx, { type: "judge" })} onClick={() => ctx.act({ type: "judge" })}>
                  {pick(sx("judge"))}
                </Btn>
              </span>
            )}
            {offer && (
              <Btn kind="secondary" testId="sk-turn-pass" title={pick(sx(offer.kind === "windows" ? "passTurnHint" : "endTurnHint"))} disabledReason={ctx.blocked} onClick={() => onTurnPass(offer)}>
                {pick(sx(offer.kind === "windows" ? "passTurn" : "endTurnNow"))} »
              </Btn>
            )}
            {turnPass && (
              <Btn kind="ghost" testId="sk-turn-pass-cancel" onClick={() => onTurnPass(null)}>
                {pick(sx("turnPassCancel"))}
              </Btn>
            )}
            {s.priority.mode !== "main" && holder === me ? (
              // While the room passes for you the button stays, quiet, so the table can never wait on a hidden choice.
              <Btn kind={must === "autoPass" ? "ghost" : "primary"} testId="sk-pass" disabledReason={reasonFor(ctx, passA)} onClick={() => ctx.act(passA)}>
                {s.priority.mode === "chain" ? pick(sx("pass")) : pick(sx("passPhase"))}
              </Btn>
            ) : (
              <span {...hoverProps(ctx, endA)}>
                <Btn kind={isLegal(ctx, endA) ? "primary" : "secondary"} testId="sk-end-phase" disabledReason={reasonFor(ctx, endA)} onClick={() => ctx.act(endA)}>
                  {s.phase === "end" ? pick(sx("endTurn")) : pick(sx("done"))} ✓
                </Btn>
              </span>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
};

/** The two dice of the turn: a roll animation when a turn starts, the element each stands for, 6 = choose. */
export function DicePanel({ ctx }: { ctx: Ctx }) {
  const { s, i18n, me } = ctx;
  const { pick } = i18n;
  const [rolling, setRolling] = useState(false);
  const key = `${s.turn}`;
  useEffect(() => {
    setRolling(true);
    const id = setTimeout(() => setRolling(false), 700);
    return () => clearTimeout(id);
  }, [key]);
  return (
    <div class="sk-dice" data-testid="sk-dice" data-dice={s.t.dice.join(",")}>
      {([0, 1] as const).map((d) => {
        const face = s.t.dice[d];
        const el = s.t.dieElements[d];
        const used = s.t.diceUsed[d];
        const choices = me !== null ? ELEMENTS.map((e) => ({ e, a: { type: "chooseDie", die: d, element: e } as ShengkeAction })).filter((x) => isLegal(ctx, x.a)) : [];
        return (
          <div key={d} class={`sk-die-box ${used ? "sk-die-used" : ""}`} data-testid={`sk-die-${d}`} data-face={face} data-element={el ?? ""}>
            <span class={`sk-die ${el ? `sk-die-${el}` : "sk-die-any"} ${rolling ? "sk-die-rolling" : ""}`} aria-label={`${pick(sx("dieN", { n: d + 1 }))}: ${face}`}>
              <svg viewBox="0 0 30 30" width="100%" height="100%" aria-hidden="true">
                {PIPS[face]?.map(([x, y], i) => <circle key={i} cx={7 + x * 8} cy={7 + y * 8} r={2.6} />)}
              </svg>
            </span>
            <span class="sk-die-label">
              {el ? (
                <span class={`sk-el-chip sk-el-${el}`}>{EL_ZH[el]}</span>
              ) : (
                <span class="sk-el-chip sk-el-any">?</span>
              )}
              <small class="muted">{s.phase === "place" || s.phase === "start" || s.phase === "draw" ? (used ? pick(sx("dieUsed")) : pick(sx("dieOpen"))) : ""}</small>
            </span>
            {el === null && (
              <div class="sk-die-choose" data-testid={`sk-die-choose-${d}`}>
                <small>{choices.length ? pick(sx("chooseFor6")) : pick(sx("sixWaiting"))}</small>
                <div class="sk-die-choices">
                  {choices.map(({ e, a }) => (
                    <button type="button" key={e} class={`sk-el-btn sk-el-${e}`} data-testid={`sk-die-choose-${d}-${e}`} disabled={!!ctx.blocked} title={pick(elText(e))} onClick={() => ctx.act(a)}>
                      {EL_ZH[e]}
                    </button>
                  ))}
                </div>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
