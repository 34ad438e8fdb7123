/** /tutorial/slaying: the shared tutorial page on the 弒魔戰爭 script and the table's own 弒魔戰爭 board. */
import { slayingView } from "../games/slaying";
import { slayingTutorial } from "./slayingScript";
import { TutorialShell } from "./TutorialShell";

export function SlayingTutorial() {
  return <TutorialShell script={slayingTutorial} View={slayingView.Board} />;
}
