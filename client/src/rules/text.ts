/**
 * 「怎麼玩 / How to play」: each game's rules in brief, written for players (docs/rules/ holds the decisions behind
 * them). [zh-TW, English] pairs; the glossary keeps the game's own words with their English gloss.
 */
export type Pair = [string, string];

export interface RulesSection {
  title: Pair;
  points: Pair[];
}

export interface GlossaryEntry {
  /** The word as players say it (Chinese). */
  term: string;
  /** Its English gloss, used for the word everywhere in the English interface. */
  gloss: string;
  meaning: Pair;
}

export interface ModeRules {
  /** The game's name (as the server's mode list gives it; the page needs no network for it). */
  name: Pair;
  goal: Pair;
  sections: RulesSection[];
  glossary: GlossaryEntry[];
  /** Which diagrams the page draws (client/src/lobby/pictures.tsx). */
  diagrams: ("shengkeBoard" | "shengkeRanges" | "cfeFormation" | "slayingMap" | "chronoClock" | "duelistHeroes")[];
}

export const RULES: Record<string, ModeRules> = {
  shengke: {
    name: ["生剋棋──百咒合戰", "Sheng-Ke Chess: Hundred Curses"],
    goal: [
      "二十回合（每人十回合）結束時，場上自己的靈獸卡比較多的人贏；先攻方最後另加 2 張。",
      "After 20 turns (10 each), whoever has more spirit beasts on the board wins; the first player adds 2 at the end.",
    ],
    diagrams: ["shengkeBoard", "shengkeRanges"],
    sections: [
      {
        title: ["卡片", "The cards"],
        points: [
          ["每張靈獸卡有一種屬性（木火土金水）和兩個 1–8 的數字：左下是「入」，右下是「出」。", "Each spirit-beast card has an element (wood, fire, earth, metal, water) and two numbers from 1 to 8: bottom left is its in-range, bottom right its out-range."],
          ["數字決定卡片指向哪些相鄰格子（前方朝向對手）：見下圖。", "The number says which neighbouring cells the card points at (its front faces your opponent): see the diagram."],
        ],
      },
      {
        title: ["一個回合", "A turn"],
        points: [
          ["起始：自動擲兩顆骰子（1 水、2 火、3 木、4 金、5 土、6 任選），再補充一點魂或魄。", "Start: two dice are rolled for you (1 water, 2 fire, 3 wood, 4 metal, 5 earth, 6 your choice); then add one soul or one spirit token."],
          ["抽牌：從骰出屬性的牌堆各抽一張。", "Draw: take the top card of each rolled element's pile."],
          ["放置：把骰出屬性的兩張手牌放到空格上，兩張不能上下左右相鄰。", "Place: put two cards of the rolled elements on empty cells, not orthogonally next to each other."],
          ["判定：剛放的卡依序「行剋 → 剋行 → 行生 → 生行」：剋則破壞，生則得到魂或魄。", "Judge: the cards just placed resolve in order — it overcomes (destroys what its out-range points at), is overcome (destroyed by what overcomes it in its in-range), it generates (you gain a spirit), is generated (you gain a soul)."],
          ["結束：計算場上卡數，換對手。", "End: the board is counted and the turn passes."],
        ],
      },
      {
        title: ["五行生剋", "Generating and overcoming"],
        points: [
          ["相生：木生火、火生土、土生金、金生水、水生木。", "Generating: wood feeds fire, fire makes earth, earth bears metal, metal carries water, water feeds wood."],
          ["相剋：木剋土、土剋水、水剋火、火剋金、金剋木。", "Overcoming: wood overcomes earth, earth overcomes water, water overcomes fire, fire overcomes metal, metal overcomes wood."],
        ],
      },
      {
        title: ["魂、魄與咒術", "Souls, spirits and curses"],
        points: [
          ["魂可以換抽牌；魄可以把棄牌放回牌堆或回收咒術卡；每種最多 6 點。", "Spend souls to draw cards, spirits to return a discarded beast or reclaim a curse; at most 6 of each."],
          ["咒術卡付魂發動，可以移動、翻轉或破壞卡片；對手也能在你的階段結束時回應。", "Curse cards cost souls and move, turn or destroy cards; your opponent may answer as each of your phases ends."],
        ],
      },
    ],
    glossary: [
      { term: "靈獸卡", gloss: "spirit beast", meaning: ["放在棋盤上的卡。", "A card played onto the board."] },
      { term: "入", gloss: "in-range", meaning: ["左下角數字：誰能剋它、誰能生它。", "Bottom-left number: who can overcome or generate it."] },
      { term: "出", gloss: "out-range", meaning: ["右下角數字：它剋誰、它生誰。", "Bottom-right number: what it overcomes or generates."] },
      { term: "魂", gloss: "soul", meaning: ["用來抽牌、發動咒術的點數。", "Tokens spent to draw and to cast curses."] },
      { term: "魄", gloss: "spirit", meaning: ["用來放回棄牌、回收咒術的點數。", "Tokens spent to return discards and reclaim curses."] },
      { term: "咒術卡", gloss: "curse", meaning: ["付魂發動的特殊效果卡。", "An effect card paid for with souls."] },
      { term: "行剋", gloss: "overcomes", meaning: ["剛放的卡破壞它「出」範圍內被它剋的卡。", "The placed card destroys what it overcomes in its out-range."] },
      { term: "剋行", gloss: "is overcome", meaning: ["「入」範圍內剋它的卡破壞剛放的卡。", "A card that overcomes it in its in-range destroys the placed card."] },
      { term: "行生", gloss: "generates", meaning: ["它生「出」範圍內的卡：得一點魄。", "It generates a card in its out-range: gain a spirit."] },
      { term: "生行", gloss: "is generated", meaning: ["「入」範圍內的卡生它：得一點魂。", "A card in its in-range generates it: gain a soul."] },
      { term: "先攻 / 後攻", gloss: "first / second player", meaning: ["先行動的一方 / 後行動的一方。", "Who moves first / second."] },
    ],
  },
  cfe: {
    name: ["五行戰鬥牌", "Five Elements Battle Cards"],
    goal: ["把對手的生命打到 0（一對一 100 點；二對二每隊共 150 點）。", "Bring your opponent's life to 0 (100 each one-on-one; 150 per team in two-on-two)."],
    diagrams: ["cfeFormation"],
    sections: [
      {
        title: ["牌", "The cards"],
        points: [["90 張五行牌：金木水火土，各有 1–5 級。手牌上限 5 張。", "90 element cards: metal, wood, water, fire and earth, each at levels 1–5. You hold at most 5."]],
      },
      {
        title: ["一個回合", "A turn"],
        points: [
          ["打出一組陣式（例如一張金＝金擊術、兩張木＝防禦、三種相生＝生陣），或在沒有手牌時略過。", "Play one formation (one metal card = Metal Strike, two wood = Defence, three in a generating chain = Generating Formation), or pass when your hand is empty."],
          ["然後抽牌：抽 N+1 張留 N 張，補到最多 5 張。", "Then draw: draw N+1 and keep N, up to 5 in hand."],
          ["屬性攻擊遇到上家上一回合的屬性攻擊：依兩者的關係，相生回血、相剋加倍、相抵減半。", "An elemental attack meets the previous player's last elemental attack: depending on how the two elements relate, it heals instead, doubles or halves."],
        ],
      },
      {
        title: ["官方玩法", "Official play"],
        points: [["星辰圖記、五方傳說、英雄學派三個模組可以在開桌時加入；轉職面板預設收起。", "Stars, sacred beasts and hero professions can be added when you open a table; the profession panel starts folded."]],
      },
    ],
    glossary: [
      { term: "陣式", gloss: "formation", meaning: ["一組一起打出的牌與它的效果。", "A set of cards played together, and its effect."] },
      { term: "上家 / 下家", gloss: "previous / next player", meaning: ["在你之前 / 之後行動的人。", "Who acts before / after you."] },
      { term: "護盾", gloss: "shield", meaning: ["先擋下傷害的點數。", "Points that absorb damage first."] },
      { term: "轉職", gloss: "change profession", meaning: ["英雄學派：換成另一個職業。", "Hero professions: take up another profession."] },
    ],
  },
  slaying: {
    name: ["弒魔戰爭", "Demon-Slaying War"],
    goal: ["合作：全隊一起走到地圖右邊的魔王城打倒魔王；隊伍生命歸零就輸。", "Co-operative: the whole party crosses the map to the Demon King's castle on the right and defeats him; if the party's life reaches 0 you all lose."],
    diagrams: ["slayingMap"],
    sections: [
      {
        title: ["一個回合", "A turn"],
        points: [
          ["每位玩家用五行戰鬥牌的陣式攻擊魔王軍、移動、挖掘碎片或到商店。", "Each player uses formations from Five Elements Battle Cards to attack the army, move, dig for shards or visit the shop."],
          ["每位玩家之後，魔王軍由遊戲自動行動：出最多張的一組牌攻擊。", "After each player the demon army acts by itself: it plays its largest set of cards."],
          ["地形改變攻擊點數與移動；星號格有特別規則。", "Terrain changes attack points and movement; starred cells have rules of their own."],
        ],
      },
    ],
    glossary: [
      { term: "魔王軍", gloss: "demon army", meaning: ["遊戲操控的對手。", "The opponent the game plays."] },
      { term: "碎片", gloss: "shard", meaning: ["挖到後加生命或發動效果。", "Dug up for life or an effect."] },
    ],
  },
  duelist: {
    name: ["活俠傳：活俠決鬥者", "Legend of Mortal: Duelist"],
    goal: ["把對手的本陣打到 0。", "Bring your opponent's base to 0."],
    diagrams: ["duelistHeroes"],
    sections: [
      {
        title: ["一個回合", "A turn"],
        points: [
          ["命運（每回合 +1，最多 10）用來派出江湖人和使用秘笈。", "Fate (one more each turn, up to 10) pays for heroes and secret arts."],
          ["江湖人有三個數值：嘴攻（Taunt）、暗器（Darts）、捅人（Stab）。", "Heroes have three stats: Taunt, Darts and Stab."],
          ["攻擊時兩人交鋒三回合：先比嘴攻，再比暗器，最後捅人。", "An attack is a clash of three rounds: Taunt first, then Darts, then Stab."],
        ],
      },
    ],
    glossary: [
      { term: "江湖人", gloss: "hero", meaning: ["場上戰鬥的角色。", "A fighter on the field."] },
      { term: "秘笈", gloss: "secret art", meaning: ["一次性效果卡。", "A one-off effect card."] },
      { term: "交鋒", gloss: "clash", meaning: ["三回合的對決。", "The three-round fight."] },
      { term: "本陣", gloss: "base", meaning: ["你的生命。", "Your life total."] },
    ],
  },
  chrono: {
    name: ["時序之戰", "Chrono War"],
    goal: ["每輪時鐘都會少一點；最後還有時間的人贏。", "Every round your clock loses an hour; the last player with time left wins."],
    diagrams: ["chronoClock"],
    sections: [
      {
        title: ["一個回合", "A turn"],
        points: [
          ["棄牌（可略過）→ 抽到 5 張 → 出場：放一張角色或攻擊 → 備戰：加持或蓋一張陷阱。", "Discard (optional) → draw up to 5 → deploy: place a character or attack → prepare: bless a card or set a face-down trap."],
          ["屬性上位剋下位：攻擊時數字會改變。", "A stronger attribute beats a weaker one: attacks change accordingly."],
          ["沒有角色在場的玩家可以被直接攻擊，傷害扣時間。", "A player with no character on the field can be attacked directly; damage costs hours."],
        ],
      },
    ],
    glossary: [
      { term: "生存時間", gloss: "time left", meaning: ["你的時鐘，歸零就出局。", "Your clock; at 0 you are out."] },
      { term: "加持", gloss: "blessing", meaning: ["附在角色或玩家上的效果卡。", "An effect card attached to a character or a player."] },
      { term: "陷阱", gloss: "trap", meaning: ["蓋著的卡，條件成立時翻開。", "A face-down card that springs when its condition is met."] },
      { term: "上位 / 下位", gloss: "stronger / weaker", meaning: ["屬性之間的強弱。", "Which attribute beats which."] },
    ],
  },
};
