import type { I18n } from "../../i18n";
import { allFormations as registry, cardName, elementName, environmentData, formationName, starOf, type FormationPreview } from "./model";
import { tx } from "./strings";

/** Category label of a formation ("屬性攻擊", "主動術式", …). */
export function categoryLabel(id: string, i18n: I18n): string {
  const { pick } = i18n;
  const f = registry.get(id);
  if (!f) return "";
  if (f.category === "attack") {
    const kind = f.attackKind === "elemental" ? tx("kindElemental") : f.attackKind === "physical" ? tx("kindPhysical") : tx("kindSpecial");
    return i18n.lang === "zh" ? `${pick(kind)}${pick(tx("catAttack"))}` : `${pick(kind)} ${pick(tx("catAttack")).toLowerCase()}`;
  }
  return pick(f.category === "active" ? tx("catActive") : tx("catPassive"));
}

/** What a formation would do right now, as small effect chips (from the shared engine's preview). */
export function PreviewEffects({ p, i18n }: { p: FormationPreview; i18n: I18n }) {
  const { pick, lang } = i18n;
  const f = registry.get(p.formation);
  const chips: { text: string; cls: string }[] = [];
  const add = (text: string, cls = "") => chips.push({ text, cls });
  if (p.copies === null) add(pick(tx("pvMimicNone")), "is-none");
  else if (p.copies === "hidden") add(pick(tx("pvMimicHidden")), "is-info");
  else if (p.copies) add(pick(tx("pvMimicCopies", { name: formationName(p.copies, lang) })), "is-info");
  const effect = (p.copies ? registry.get(p.copies) : f)?.effect;
  // How the cards make it and what the advanced modules do to it (§10).
  if (p.via?.kind === "proficiency") add(pick(tx("pvViaProficiency")), "is-info");
  if (p.via?.kind === "substitution") add(pick(tx("pvViaSubstitution", { card: cardName(p.via.card, lang), el: elementName(p.via.as, lang) })), "is-info");
  if (p.via?.kind === "sacred_art") add(pick(tx("pvViaSacred", { card: cardName(p.via.card, lang) })), "is-info");
  if (p.disabled) add(pick(tx("pvDisabled")), "is-none");
  if (p.environment === "double") add(pick(tx("pvEnvDouble")), "is-hot");
  if (p.environment === "heal") add(pick(tx("pvEnvHeal")), "is-bad");
  if (p.resisted) add(pick(tx("pvResisted")), "is-none");
  if (p.immune) add(pick(tx("pvImmune")), "is-none");
  if (p.interaction === "overcome") add(pick(tx("pvDouble")), "is-hot");
  if (p.interaction === "same") add(pick(tx("pvHalf")), "is-cool");
  if (p.interaction === "generate") add(pick(tx("pvGen")), "is-bad");
  if (effect?.kind === "attack") {
    if (p.targetHp < 0) add(pick(tx("pvDamage", { n: -p.targetHp })), "is-dmg");
    if (p.targetHp > 0) add(pick(tx("pvHealsTarget", { n: p.targetHp })), "is-bad");
    if (p.shieldLoss > 0) add(pick(tx("pvShieldHit", { n: p.shieldLoss })), "is-info");
    if (p.ownHp < 0) add(pick(tx("pvOwnLoss", { n: -p.ownHp })), "is-bad");
    if (p.ownHp > 0) add(pick(tx("pvOwnHeal", { n: p.ownHp })), "is-good");
    if (p.targetHp === 0 && p.shieldLoss === 0) add(pick(tx("pvNoEffect")), "is-none");
    if (p.drawBonus > 0) add(pick(tx("pvDrawBonus", { n: p.drawBonus })), "is-good");
  } else if (effect?.kind === "heal") add(pick(tx("pvOwnHeal", { n: p.ownHp })), "is-good");
  else if (effect?.kind === "shield") add(pick(tx("pvShield", { n: p.shield ?? p.points })), "is-good");
  else if (effect?.kind === "shield_break") add(pick(tx("pvShieldBreak", { n: p.shieldLoss })), p.shieldLoss ? "is-dmg" : "is-none");
  else if (effect?.kind === "radiance") add(pick(tx("pvRadiance")), "is-info");
  else if (effect?.kind === "chaos") add(pick(tx("pvChaos")), "is-info");
  else if (effect?.kind === "swap_hp") add(pick(tx("pvSwap")), "is-info");
  else if (effect?.kind === "counter" && p.category === "passive") add(pick(tx("pvPassive")), "is-info");
  else if (effect?.kind === "hp_loss" || effect?.kind === "halve_hp" || effect?.kind === "holy_wind" || effect?.kind === "void") {
    if (p.targetHp < 0) add(pick(tx("pvDamage", { n: -p.targetHp })), "is-dmg");
    if (p.ownHp < 0) add(pick(tx("pvOwnHpLoss", { n: -p.ownHp })), "is-bad");
  }
  if (effect?.kind !== "attack" && effect?.kind !== "heal" && p.drawBonus > 0) add(pick(tx("pvDrawBonus", { n: p.drawBonus })), "is-good");
  if (p.summons) add(pick(tx("pvSummons", { star: lang === "zh" ? starOf(p.summons).zh : starOf(p.summons).en })), "is-good");
  for (const e of p.starsBroken ?? []) add(pick(tx("pvStarBreaks", { star: lang === "zh" ? starOf(e).zh : starOf(e).en })), "is-bad");
  if (p.environmentAfter) add(pick(tx("pvEnvAfter", { env: lang === "zh" ? environmentData(p.environmentAfter).zh : environmentData(p.environmentAfter).en })), "is-info");
  if (p.counter) add(pick(tx("pvCounter")), "is-info");
  if (p.professionsBroken?.length) add(pick(tx("pvProfBroken", { n: p.professionsBroken.length })), "is-bad");
  if (p.wins) add(pick(tx("pvWins")), "is-hot");
  return (
    <span class="cfe-effects">
      {chips.map((c, i) => (
        <span key={i} class={`cfe-effect ${c.cls}`}>
          {c.text}
        </span>
      ))}
    </span>
  );
}

/** The headline number of a preview: damage, healing, shield… (null when the formation has none). */
export function headline(p: FormationPreview): number | null {
  const f = registry.get(p.copies ?? p.formation);
  switch (p.copies === null ? "none" : f?.effect.kind) {
    case "attack":
      return p.targetHp < 0 ? -p.targetHp : p.shieldLoss > 0 ? p.shieldLoss : 0;
    case "heal":
      return p.ownHp;
    case "shield":
      return p.shield ?? p.points;
    case "shield_break":
      return p.shieldLoss > 0 ? p.shieldLoss : null;
    case "hp_loss":
    case "halve_hp":
    case "holy_wind":
      return p.targetHp < 0 ? -p.targetHp : 0;
    default:
      return null;
  }
}
