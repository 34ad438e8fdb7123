import { environmentData } from "../../../../shared/src/games/cfe/legends";
import { starOf } from "../../../../shared/src/games/cfe/stars";
import type { I18n } from "../../i18n";
import type { ActionOutcome } from "./model";
import { tx } from "./strings";

const INTERACTION: Record<string, "interGenerate" | "interOvercome" | "interSame"> = { generate: "interGenerate", overcome: "interOvercome", same: "interSame" };

/** The numbers of a previewed action (the engine's dry run): damage, healing, shields, points, modifiers, team effects. */
export function OutcomeLine({ o, i18n }: { o: ActionOutcome; i18n: I18n }) {
  const { pick } = i18n;
  const parts: { key: string; text: string; cls?: string }[] = [];
  if (o.attack) {
    const mods = o.attack.modifiers.map((m) => `${pick(m)} ${m.points > 0 ? "+" : ""}${m.points}`).join(pick(tx("listSep")));
    parts.push({ key: "atk", text: `${pick(tx("attackPts", { base: o.attack.base }))}${mods ? ` (${mods})` : ""} → ${o.attack.points}` });
    const inter = INTERACTION[o.attack.interaction];
    if (inter) parts.push({ key: "int", text: pick(tx(inter)), cls: o.attack.interaction === "overcome" ? "is-good" : "is-bad" });
    if (o.attack.weakHit) parts.push({ key: "weak", text: pick(tx("weakHit")), cls: "is-good" });
  }
  if (o.army.hpAfter !== o.army.hpBefore) parts.push({ key: "ahp", text: pick(tx("armyHpChange", { a: o.army.hpBefore, b: o.army.hpAfter })), cls: o.army.hpAfter < o.army.hpBefore ? "is-good" : "is-bad" });
  if (o.army.shieldAfter !== o.army.shieldBefore) parts.push({ key: "ash", text: pick(tx("armyShieldChange", { a: o.army.shieldBefore, b: o.army.shieldAfter })) });
  if (o.team.hpAfter !== o.team.hpBefore) parts.push({ key: "thp", text: pick(tx("teamHpChange", { a: o.team.hpBefore, b: o.team.hpAfter })), cls: o.team.hpAfter > o.team.hpBefore ? "is-good" : "is-bad" });
  if (o.shield.after !== o.shield.before) parts.push({ key: "sh", text: pick(tx("shieldChange", { a: o.shield.before, b: o.shield.after })) });
  // Every other effect on the team (the token moved, 鎖足, 灼傷, lost turns…): a 幻化 copy can carry the army's rider.
  for (const [i, e] of o.teamEffects.entries()) if (e.kind !== "hp") parts.push({ key: `te${i}`, text: pick(e), cls: e.harmful ? "is-bad" : "is-good" });
  // 星辰圖記 / 五方傳說: a star summoned or broken, the environment set or cleared.
  const m = o.modules;
  if (m.starAfter !== m.starBefore) parts.push({ key: "star", text: m.starAfter ? pick(tx("starSummoned", { name: pick(starOf(m.starAfter)) })) : pick(tx("starBroken")), cls: m.starAfter ? "is-good" : "is-bad" });
  if (m.environmentAfter !== m.environmentBefore) parts.push({ key: "env", text: m.environmentAfter ? pick(tx("environmentSet", { name: pick(environmentData(m.environmentAfter)) })) : pick(tx("environmentCleared")) });
  if (o.attack && o.army.floor > 0 && o.army.hpAfter === o.army.floor) parts.push({ key: "floor", text: pick(tx("floorNote", { n: o.army.floor })) });
  if (o.defeatsOpponent) parts.push({ key: "def", text: pick(tx("defeats")), cls: "is-good" });
  return (
    <span class="sl-outcome" data-army-hp-after={o.army.hpAfter} data-team-hp-after={o.team.hpAfter} data-hurts-team={String(o.hurtsTeam)}>
      {parts.map((p) => (
        <span key={p.key} class={`sl-outcome-part ${p.cls ?? ""}`}>
          {p.text}
        </span>
      ))}
    </span>
  );
}
