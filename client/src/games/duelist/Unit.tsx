import type { I18n } from "../../i18n";
import { abilitiesOf, abilityLabel, cardNameOf, type Unit } from "./model";
import { dx } from "./strings";

export interface Hit {
  /** A number to float over the hero for the step being shown ("−3", "+2", "×" for a fall). */
  text: string;
  kind: "dmg" | "heal" | "buff" | "block" | "fall";
}

/** A 江湖人 on the field: name, 命運, 生命, 嘴攻 / 暗器 / 捅人 and every ability with its current amount. */
export function UnitFace({ u, seat, i18n, selected, canAttack, target, hit, onClick }: {
  u: Unit;
  seat: number;
  i18n: I18n;
  selected?: boolean;
  canAttack?: boolean;
  target?: boolean;
  hit?: Hit;
  onClick?: () => void;
}) {
  const { pick, lang } = i18n;
  const hpPct = Math.max(0, Math.min(100, Math.round((u.hp / u.maxHp) * 100)));
  const cls = ["du-unit", selected && "is-selected", canAttack && "can-attack", target && "is-target", hit && `hit-${hit.kind}`].filter(Boolean).join(" ");
  const name = cardNameOf(u.def, lang);
  return (
    <button
      type="button"
      class={cls}
      data-testid={`unit-${u.id}`}
      data-unit={u.id}
      data-def={u.def}
      data-seat={seat}
      data-hp={u.hp}
      data-zui={u.zui}
      data-an={u.an}
      data-tong={u.tong}
      data-attacks={u.attacksLeft}
      data-can-attack={String(!!canAttack)}
      data-target={String(!!target)}
      aria-pressed={selected}
      title={`${name} · ${pick(dx("fate"))} ${u.cost}`}
      onClick={onClick}
    >
      <span class="du-unit-head">
        <span class="du-cost" title={pick(dx("fate"))}>{u.cost}</span>
        <span class="du-unit-name">{name}</span>
      </span>
      <span class="du-hp" title={pick(dx("hpOf", { hp: u.hp, max: u.maxHp }))}>
        <span class={`du-hp-fill ${hpPct <= 34 ? "is-low" : ""}`} style={{ width: `${hpPct}%` }} />
        <span class="du-hp-num">
          {u.hp}/{u.maxHp}
        </span>
      </span>
      <span class="du-stats">
        <Stat label={pick(dx("zuiShort"))} full={pick(dx("zui"))} n={u.zui} k="zui" />
        <Stat label={pick(dx("anShort"))} full={pick(dx("an"))} n={u.an} k="an" />
        <Stat label={pick(dx("tongShort"))} full={pick(dx("tong"))} n={u.tong} k="tong" />
      </span>
      <span class="du-abilities">
        {abilitiesOf(u.kw).map((a) => (
          <span key={a.key} class={`du-ab du-ab-${a.key}`} data-ability={a.key}>
            {abilityLabel(a.key, a.n, lang)}
          </span>
        ))}
      </span>
      {canAttack && u.attacksLeft > 1 && <span class="du-attacks">⚔×{u.attacksLeft}</span>}
      {hit && (
        <span class={`du-float du-float-${hit.kind}`} key={`${hit.kind}${hit.text}`}>
          {hit.text}
        </span>
      )}
    </button>
  );
}

function Stat({ label, full, n, k }: { label: string; full: string; n: number; k: string }) {
  return (
    <span class={`du-stat du-stat-${k}`} title={`${full} ${n}`}>
      <span class="du-stat-label">{label}</span>
      <span class="du-stat-n">{n}</span>
    </span>
  );
}
