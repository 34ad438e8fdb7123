import type { LocalText } from "../core/text";

/**
 * Quick phrases: one tap sends the phrase's id, and each reader sees it in its own language. Every mode has the
 * common ones; a mode adds its own (弒魔戰爭: the plan words of its map). Ids are stable: records keep them.
 */
const COMMON = {
  ok: { zh: "好", en: "OK" },
  wait: { zh: "等我一下", en: "Wait for me" },
  thanks: { zh: "謝謝", en: "Thanks" },
  well_played: { zh: "打得好", en: "Well played" },
  oops: { zh: "糟糕", en: "Oops" },
  hello: { zh: "大家好", en: "Hello" },
  good_game: { zh: "好局", en: "Good game" },
} satisfies Record<string, LocalText>;

const TEAM = {
  i_attack: { zh: "我來攻擊", en: "I'll attack" },
  need_heal: { zh: "我需要治療", en: "I need healing" },
  you_go: { zh: "你先", en: "You go first" },
} satisfies Record<string, LocalText>;

/** 弒魔戰爭's plan words: the ★ cells, shards, the shop and the turn counter of its map. */
const SLAYING = {
  go_star: { zh: "我去★", en: "I'm going to ★" },
  stand_on_star: { zh: "站上★再打（突破 50%）", en: "Stand on ★ first (breaks the 50% floor)" },
  save_shard: { zh: "先留著晶石", en: "Save the shard" },
  use_shard: { zh: "現在用晶石", en: "Use the shard now" },
  dig_here: { zh: "在這裡挖掘", en: "Dig here" },
  go_shop: { zh: "先去商城", en: "Shop first" },
  move_east: { zh: "往東走", en: "Head east" },
  watch_turns: { zh: "回合不多了", en: "Turns are running out" },
  defend: { zh: "我來防守", en: "I'll defend" },
} satisfies Record<string, LocalText>;

const PHRASES: Record<string, LocalText> = { ...COMMON, ...TEAM, ...SLAYING };

const BY_MODE: Record<string, readonly string[]> = {
  slaying: [...Object.keys(COMMON), ...Object.keys(TEAM), ...Object.keys(SLAYING)],
  /** 五行戰鬥牌 has 2v2 tables. */
  cfe: [...Object.keys(COMMON), ...Object.keys(TEAM)],
};

/** The phrase ids offered at a `mode` table, in button order. */
export function quickPhrases(mode: string): readonly string[] {
  return BY_MODE[mode] ?? Object.keys(COMMON);
}

export function isQuickPhrase(mode: string, id: string): boolean {
  return quickPhrases(mode).includes(id);
}

/** A phrase's text in both languages; undefined for an id no mode has (e.g. from a newer server's record). */
export function phraseText(id: string): LocalText | undefined {
  return Object.prototype.hasOwnProperty.call(PHRASES, id) ? PHRASES[id] : undefined;
}
