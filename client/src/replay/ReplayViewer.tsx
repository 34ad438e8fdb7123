import { setSeatNames } from "../i18n";
import { ChatReplay } from "../components/ChatReplay";
import { useEffect, useState } from "preact/hooks";
import { BoardFrame } from "./BoardFrame";
import { Controls } from "./Controls";
import { FairPanel } from "./FairPanel";
import { MoveList } from "./MoveList";
import { ReplayHeader } from "./ReplayHeader";
import { ReplayResult } from "./ReplayResult";
import { StepEvents } from "./StepEvents";
import type { ReplayModel } from "./model";
import { useRx } from "./strings";
import { useStep } from "./useStep";

/** At 1× autoplay moves one step a second. */
export const AUTOPLAY_MS = 1000;

/** The viewer proper: header, controls, the mode's own board at the chosen position, events, moves, result, fair play. */
export function ReplayViewer({ model }: { model: ReplayModel }) {
  const { r } = useRx();
  setSeatNames(model.record.seats);
  const max = model.positions.length - 1;
  const [step, setStep] = useStep(model.record.id, max);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [verified, setVerified] = useState<boolean | null>(null);
  const position = model.positions[step];
  const atEnd = step === max;

  // Autoplay: a steady clock, one step per tick however long a position takes to draw (a timeout restarted after
  // each render fell behind: 1.2 s a step plus the drawing read as 0.75 steps a second). Stops at the end.
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setStep((s) => Math.min(s + 1, max)), AUTOPLAY_MS / speed);
    return () => clearInterval(id);
  }, [playing, speed, max]);
  useEffect(() => {
    if (playing && atEnd) setPlaying(false);
  }, [playing, atEnd]);

  const togglePlay = () => {
    if (!playing && atEnd) setStep(0);
    setPlaying((p) => !p);
  };

  // Keyboard: ← → step, Home/End, Space play/pause (not while typing or on the slider, which has its own keys).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
      const go = (f: () => void) => {
        e.preventDefault();
        setPlaying(false);
        f();
      };
      if (e.key === "ArrowRight") go(() => setStep((s) => s + 1));
      else if (e.key === "ArrowLeft") go(() => setStep((s) => s - 1));
      else if (e.key === "Home") go(() => setStep(0));
      else if (e.key === "End") go(() => setStep(max));
      else if (e.key === " " && (!el || el.tagName !== "BUTTON")) {
        e.preventDefault();
        togglePlay();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [max, playing, atEnd]);

  const jump = (n: number) => {
    setPlaying(false);
    setStep(n);
  };

  return (
    <div class="replay-page" data-testid="replay" data-step={step} data-steps={max} data-mode={model.record.mode}>
      <ReplayHeader model={model} step={step} />
      {verified === false && (
        <div class="banner banner-error replay-unverified" role="alert" data-testid="replay-unverified">
          <span class="banner-text">{r("unverified")}</span>
          <a class="btn btn-danger btn-sm" href="#fair-play">
            {r("fairTitle")}
          </a>
        </div>
      )}
      <div class="replay-grid">
        <div class="replay-main">
          <Controls model={model} step={step} playing={playing} speed={speed} onJump={jump} onTogglePlay={togglePlay} onSpeed={setSpeed} />
          {atEnd && model.result && <ReplayResult model={model} />}
          <BoardFrame model={model} step={step} />
        </div>
        <aside class="replay-side">
          <StepEvents model={model} position={position} />
          <MoveList model={model} step={step} onJump={jump} />
          <ChatReplay gameId={model.record.id} until={model.record.actions[step]?.t ?? Infinity} />
          <p class="muted replay-keys">{r("keyboardHint")}</p>
        </aside>
        <div class="replay-fair">
          <FairPanel record={model.record} engines={{ [model.record.mode]: model.engine }} onVerdict={setVerified} />
        </div>
      </div>
    </div>
  );
}
