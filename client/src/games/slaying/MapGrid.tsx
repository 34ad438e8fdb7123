import { useEffect, useRef } from "preact/hooks";
import type { I18n } from "../../i18n";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../../../shared/src/core/elements";
import { diggableSites, LAIRS, MAP, mapRows, named, type MoveOption, type SlayingState } from "./model";
import { tx } from "./strings";
import { CellPings } from "../../components/ChatPings";

const ARROW: Record<string, string> = { N: "↑", S: "↓", W: "←", E: "→" };

/**
 * The 15×5 map (spec §6): the four zones, each cell's terrain, the ★ lairs, the ruins' dig sites (with the shards
 * found there), the knockback arrows and the team's token. The cells the team may step to now light up; tapping one
 * selects it for the move preview.
 */
export function MapGrid({ view, moves, selected, onSelect, i18n }: { view: SlayingState; moves: MoveOption[]; selected: string | null; onSelect: ((cell: string) => void) | null; i18n: I18n }) {
  const { pick, lang } = i18n;
  const byCell = new Map(moves.map((m) => [m.cell, m]));
  const foundAt = new Map(view.team.shards.map((x) => [x.site, x]));
  const diggable = diggableSites(view);
  const zoneOf = (col: number) => MAP.zones.find((z) => col >= z.from && col <= z.to)!;
  // On a phone the map is wider than the screen and scrolls sideways: keep the team's token in view.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const token = el?.querySelector<HTMLElement>(`[data-cell="${view.team.cell}"]`);
    if (!el || !token || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = Math.max(0, token.offsetLeft - el.clientWidth / 2 + token.offsetWidth / 2);
  }, [view.team.cell]);
  return (
    <div class="sl-map" ref={box} data-testid="map" data-team-cell={view.team.cell} role="grid" aria-label={pick(tx("map"))}>
      <div class="sl-map-zones" aria-hidden="true">
        {MAP.zones.map((z) => (
          <span key={z.zone} class={`sl-zone-label ${view.army.zone === z.zone ? "is-current" : ""}`} style={{ gridColumn: `${z.from + 1} / ${z.to + 2}` }}>
            {named(z, lang)}
          </span>
        ))}
      </div>
      <div class="sl-map-grid">
        {mapRows().map((row) =>
          row.map((c) => {
            const opt = byCell.get(c.id);
            const here = view.team.cell === c.id;
            const canGo = !!opt?.legal && !!onSelect;
            const z = zoneOf(c.col);
            const shard = foundAt.get(c.id);
            const cls = [
              "sl-cell",
              `t-${c.terrain.id}`,
              `zone-${c.zone}`,
              c.col === z.from && c.zone > 1 ? "is-border" : "",
              here ? "is-here" : "",
              canGo ? "is-step" : "",
              selected === c.id ? "is-selected" : "",
              c.zone < view.army.zone ? "is-cleared" : "",
            ].join(" ");
            const title = `${c.id} ${named(c.terrain, lang)}${LAIRS.has(c.id) ? " ★" : ""}${c.digSite ? ` · ${pick(tx(diggable.has(c.id) ? "digSiteOpen" : "digSite"))}` : ""}${opt && !opt.legal && opt.error ? ` · ${pick(opt.error)}` : ""}`;
            const body = (
              <>
                <span class="sl-cell-id">{c.id}</span>
                <span class="sl-cell-terrain">{named(c.terrain, lang)}</span>
                {LAIRS.has(c.id) && <span class="sl-cell-star" aria-hidden="true">★</span>}
                {c.digSite !== null && <span class={`sl-cell-dig ${shard ? `el-${shard.element}` : ""} ${diggable.has(c.id) ? "is-diggable" : ""}`} data-testid={`dig-site-${c.id}`} data-diggable={String(diggable.has(c.id))} aria-hidden="true">◆</span>}
                {c.arrow && <span class="sl-cell-arrow" aria-hidden="true">{ARROW[c.arrow]}</span>}
                {here && <span class="sl-token" data-testid="team-token" aria-label={pick(tx("teamHere"))}>{pick(tx("teamToken"))}</span>}
                <CellPings cell={c.id} />
              </>
            );
            const common = { key: c.id, class: cls, "data-testid": `map-cell-${c.id}`, "data-cell": c.id, "data-terrain": c.terrain.id, "data-step": canGo ? "true" : "false", title, role: "gridcell" as const };
            return canGo ? (
              <button type="button" {...common} onClick={() => onSelect!(c.id)}>
                {body}
              </button>
            ) : (
              <div {...common}>{body}</div>
            );
          }),
        )}
      </div>
    </div>
  );
}

/** What stepping to the selected cell costs and changes (the engine's move preview). */
export function MovePreview({ option, i18n }: { option: MoveOption; i18n: I18n }) {
  const { pick } = i18n;
  const mods = (m: Record<string, number>) =>
    Object.entries(m)
      .filter(([, v]) => v !== 0)
      .map(([k, v]) => `${kindName(k, i18n)} ${v > 0 ? "+" : ""}${v}`)
      .join(pick(tx("listSep")));
  const notes: string[] = [];
  if (option.cost) notes.push(pick(tx("moveCost", { n: option.cost })));
  if (option.crossing) notes.push(pick(option.crossing.freezes ? tx("crossFreeze") : tx("crossGrant", { z: option.crossing.zone, n: option.crossing.grant })));
  if (option.onStar) notes.push(pick(tx("onStar")));
  if (option.turnStartTeamHp) notes.push(pick(tx("turnHp", { d: `${option.turnStartTeamHp > 0 ? "+" : ""}${option.turnStartTeamHp}` })));
  if (option.healingHalved) notes.push(pick(tx("healHalved")));
  if (option.shop) notes.push(pick(tx("shopHere")));
  if (option.digSite) notes.push(pick(tx("digSite")));
  const pm = mods(option.playerAttack);
  const am = mods(option.armyAttack);
  if (pm) notes.push(pick(tx("playerMods", { x: pm })));
  if (am) notes.push(pick(tx("armyMods", { x: am })));
  return (
    <div class="sl-move-preview" data-testid="move-preview" data-cell={option.cell}>
      <b>
        {option.cell} {pick(option.terrain)}
      </b>
      {notes.length > 0 && <span class="muted"> · {notes.join(" · ")}</span>}
    </div>
  );
}

/** An attack kind of the terrain table: an element's name, or physical / special. */
function kindName(k: string, i18n: I18n): string {
  if (k === "physical") return i18n.pick(tx("kindPhysical"));
  if (k === "special") return i18n.pick(tx("kindSpecial"));
  return k in ELEMENT_ZH ? (i18n.lang === "zh" ? ELEMENT_ZH[k as Element] : ELEMENT_EN[k as Element]) : k;
}
