import { defineStrings } from "../i18n";

/** The tutorial page's own words (the steps' texts live with each mode's script). */
export const tt = defineStrings({
  tutTitle: ["{game} 互動教學", "{game} tutorial"],
  tutStep: ["第 {n} / {total} 步", "Step {n} of {total}"],
  tutNext: ["下一步 →", "Next →"],
  tutBack: ["← 上一步", "← Back"],
  tutRestart: ["從頭開始", "Start over"],
  tutNotThis: ["不是這一步的走法（沒有下）：", "Not this step's move (not played): "],
  tutIllegal: ["規則不允許：", "Not allowed by the rules: "],
  tutPressNext: ["這一步完成了：按「下一步」。", "This step is done: press Next."],
  tutDoneTitle: ["教學完成！", "Tutorial completed!"],
  tutPlayBot: ["和電腦下一盤", "Play a bot"],
  tutStarting: ["正在開一盤…", "Starting a game…"],
  tutRules: ["怎麼玩", "How to play"],
  tutLobby: ["回到大廳", "Back to the lobby"],
  tutShow: ["指給我看 ↓", "Show me ↓"],
  tutYou: ["你", "You"],
  tutOpponent: ["對手", "Opponent"],
});
