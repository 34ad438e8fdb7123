import { defineStrings } from "../i18n";

/** The tutorial page's own words (the steps' texts live with the script, shengkeScript.ts). */
export const tt = defineStrings({
  tutTitle: ["生剋棋 互動教學", "Sheng-Ke Chess tutorial"],
  tutStep: ["第 {n} / {total} 步", "Step {n} of {total}"],
  tutNext: ["下一步 →", "Next →"],
  tutBack: ["← 上一步", "← Back"],
  tutRestart: ["從頭開始", "Start over"],
  tutNotThis: ["不是這一步的走法（沒有下）：", "Not this step's move (not played): "],
  tutIllegal: ["規則不允許：", "Not allowed by the rules: "],
  tutPressNext: ["這一步完成了：按「下一步」。", "This step is done: press Next."],
  tutDoneTitle: ["教學完成！", "Tutorial completed!"],
  tutDoneBody: [
    "你學會了放置靈獸卡、生剋的破壞與得魂魄、花魂抽牌、回合的五個階段和怎麼贏。咒術卡在實戰中再慢慢認識：和最簡單的電腦下一盤吧。",
    "You know how to place cards, how feeding and overcoming destroy cards and earn 魂/魄, how 魂 buys draws, the five phases of a turn and how to win. Curse cards come with practice: play a game against the easiest bot.",
  ],
  tutPlayBot: ["和電腦下一盤", "Play a bot"],
  tutStarting: ["正在開一盤…", "Starting a game…"],
  tutRules: ["怎麼玩", "How to play"],
  tutLobby: ["回到大廳", "Back to the lobby"],
  tutShow: ["指給我看 ↓", "Show me ↓"],
  tutYou: ["你", "You"],
  tutOpponent: ["對手", "Opponent"],
  tutFollowUp: ["（教學替你按了之後的「完成／判定」。）", "(The tutorial pressed the following Done / Judge for you.)"],
});
