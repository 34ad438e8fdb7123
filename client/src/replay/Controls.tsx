import { joinNames } from "../names";
import { Btn } from "../components/Button";
import { RIcon } from "./icons";
import { turnIndexOf, type ReplayModel } from "./model";
import { useRx } from "./strings";

export const SPEEDS = [0.5, 1, 2, 4] as const;

interface Props {
  model: ReplayModel;
  step: number;
  playing: boolean;
  speed: number;
  onJump: (n: number) => void;
  onTogglePlay: () => void;
  onSpeed: (s: number) => void;
}

/** ⏮ ◀ ▶/⏸ ▶ ⏭, a slider over every position, "jump to turn", and the autoplay speed. */
export function Controls({ model, step, playing, speed, onJump, onTogglePlay, onSpeed }: Props) {
  const { r, i18n } = useRx();
  const max = model.positions.length - 1;
  const p = model.positions[step];
  const turnIdx = turnIndexOf(model.turns, step);
  const first = step === 0 ? r("atFirst") : null;
  const last = step === max ? r("atLast") : null;
  return (
    <section class="panel replay-controls" data-testid="replay-controls" aria-label={r("position")}>
      <div class="replay-buttons">
        <Btn size="md" testId="replay-start" title={r("toStart")} disabledReason={first} onClick={() => onJump(0)}>
          <RIcon name="first" />
          <span class="sr-only">{r("toStart")}</span>
        </Btn>
        <Btn size="md" testId="replay-back" title={r("back")} disabledReason={first} onClick={() => onJump(step - 1)}>
          <RIcon name="prev" /> <span class="replay-btn-label">{r("back")}</span>
        </Btn>
        <Btn kind="primary" size="md" testId="replay-play" class="replay-play" onClick={onTogglePlay}>
          <RIcon name={playing ? "pause" : "play"} /> {playing ? r("pause") : r("play")}
        </Btn>
        <Btn size="md" testId="replay-forward" title={r("forward")} disabledReason={last} onClick={() => onJump(step + 1)}>
          <span class="replay-btn-label">{r("forward")}</span> <RIcon name="next" />
        </Btn>
        <Btn size="md" testId="replay-end" title={r("toEnd")} disabledReason={last} onClick={() => onJump(max)}>
          <RIcon name="last" />
          <span class="sr-only">{r("toEnd")}</span>
        </Btn>
      </div>
      <div class="replay-scrub">
        <span class="replay-pos" data-testid="replay-position" data-step={step}>
          {step === 0 ? r("atStart") : r("stepOf", { i: step, n: max })}
          {step > 0 && <span class="muted"> · {r("turnLabel", { n: p.turn })}</span>}
        </span>
        <input
          type="range"
          class="replay-slider"
          min={0}
          max={max}
          step={1}
          value={step}
          aria-label={r("position")}
          aria-valuetext={step === 0 ? r("atStart") : r("stepOf", { i: step, n: max })}
          data-testid="replay-slider"
          onInput={(e) => onJump(Number((e.currentTarget as HTMLInputElement).value))}
          style={{ "--fill": `${max ? (step / max) * 100 : 100}%` }}
        />
      </div>
      <div class="replay-options">
        <label class="field inline">
          <span class="field-label">{r("jumpTurn")}</span>
          <select data-testid="replay-turn" value={String(turnIdx)} onChange={(e) => onJump(model.turns[Number((e.currentTarget as HTMLSelectElement).value)].first)}>
            {model.turns.map((t, i) => (
              <option key={i} value={String(i)}>
                {t.first === 0 && t.last === 0 ? r("atStart") : r("turnLabel", { n: t.turn })}
                {t.seats.length ? ` · ${joinNames(t.seats.map(i18n.seatName), i18n.lang)}` : ""}
              </option>
            ))}
          </select>
        </label>
        <label class="field inline">
          <span class="field-label">{r("speed")}</span>
          <select data-testid="replay-speed" value={String(speed)} onChange={(e) => onSpeed(Number((e.currentTarget as HTMLSelectElement).value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
