/** /tutorial/shengke: the shared tutorial page on the 生剋棋 script and the table's own 生剋棋 view. */
import { useEffect } from "preact/hooks";
import { ShengkeView } from "../games/shengke/View";
import { everyStopStore } from "../games/stops";
import { shengkeTutorial } from "./shengkeScript";
import { TutorialShell } from "./TutorialShell";

export function ShengkeTutorial() {
  // Every stop waits for a click here, or the view would take a lone "draw" or "judge" before the step asks for it.
  useEffect(() => {
    const before = everyStopStore.get();
    everyStopStore.set(true);
    return () => everyStopStore.set(before);
  }, []);
  return <TutorialShell script={shengkeTutorial} View={ShengkeView} />;
}
