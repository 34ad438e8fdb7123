import { Btn } from "../../components/Button";
import { colon } from "../../i18n";
import { joinNames } from "../../names";
import { condText, type NameCond } from "../../../../shared/src/games/shengke/content";
import { curseAction, curseOptions, type CurseOption } from "../../../../shared/src/games/shengke/legal";
import { EFFECTS } from "../../../../shared/src/games/shengke/curses/registry";
import type { TargetField } from "../../../../shared/src/games/shengke/curses/effect";
import type { CurseTargets } from "../../../../shared/src/games/shengke/types";
import { PHASE_EN, PHASE_ZH } from "../../../../shared/src/games/shengke/types";
import { CardFace } from "./Card";
import type { Ctx } from "./ctx";
import { cellName, costLabel, curseCost, curseDef, ELEMENTS, EL_ZH, elText, type Element, type ShengkeAction, type ShengkeState } from "./model";
import { sx } from "./strings";

/** A curse being put together: card, side, zone, 減免 and the targets picked so far. */
export interface Composer {
  curse: string;
  side: string | null;
  zone: Element | null;
  /** undefined = pay in full; null = not chosen yet (the cheapest choice is used). */
  waive: Element | undefined | null;
  picks: CurseTargets;
}

export interface ComposerInfo {
  options: CurseOption[];
  option: CurseOption | null;
  zone: Element | null;
  nextField: TargetField | null;
  /** The values the next field can take. */
  values: (number | string)[];
  /** Every target still consistent with the picks. */
  remaining: CurseTargets[];
  action: ShengkeAction | null;
}

const strip = (t: CurseTargets): CurseTargets => {
  const { ids: _ids, ...rest } = t;
  return rest;
};

export function composerInfo(s: ShengkeState, me: number, c: Composer): ComposerInfo {
  const options = curseOptions(s, me).filter((o) => o.curse === c.curse);
  const option = options.find((o) => o.side.id === c.side) ?? (options.length === 1 ? options[0] : null);
  const empty: ComposerInfo = { options, option, zone: null, nextField: null, values: [], remaining: [], action: null };
  if (!option) return empty;
  const zone = c.zone && option.zones.includes(c.zone) ? c.zone : option.zones[0];
  const effect = EFFECTS[option.side.effect];
  let remaining = effect.targets(s, me, option.side).map(strip);
  for (const f of effect.fields) if (c.picks[f] !== undefined) remaining = remaining.filter((t) => t[f] === c.picks[f]);
  const nextField = effect.fields.find((f) => c.picks[f] === undefined) ?? null;
  const values = nextField ? [...new Set(remaining.map((t) => t[nextField]).filter((v): v is number | string => v !== undefined))] : [];
  const waive = chosenWaive(option, c);
  const action = !nextField && remaining.length ? curseAction(option, zone, waive, remaining[0]) : null;
  return { options, option, zone, nextField, values, remaining, action };
}

function chosenWaive(option: CurseOption, c: Composer): Element | undefined {
  return c.waive !== null && option.waives.includes(c.waive) ? c.waive : option.waives[option.waives.length - 1];
}

/** The action if `field` = `value` completes the composer (for previews while hovering a target). */
export function actionWith(s: ShengkeState, me: number, c: Composer, field: TargetField, value: number | string): ShengkeAction | null {
  return composerInfo(s, me, { ...c, picks: { ...c.picks, [field]: value } }).action;
}

/** The chain of declared curses waiting to resolve (last first). */
export function ChainView({ ctx }: { ctx: Ctx }) {
  const { s, i18n } = ctx;
  const { pick, lang } = i18n;
  if (!s.chain.length) return null;
  return (
    <div class="sk-chain" data-testid="sk-chain">
      <strong>{pick(sx("chain"))}</strong>
      <ol>
        {s.chain.map((l, i) => {
          const def = curseDef(s, l.card);
          const side = def?.sides.find((x) => x.id === l.side);
          return (
            <li key={i} class={`sk-zone-${l.zone}`}>
              <span class={`sk-el-chip sk-el-${l.zone}`}>{EL_ZH[l.zone]}</span> {ctx.seatName(l.seat)}
              {colon(lang)}
              {def ? (lang === "zh" ? def.zh : def.en) : "?"}
              {side && <> · {pick(side)}</>}
              {l.targets.cell !== undefined && <code> {cellName(l.targets.cell)}</code>}
              {l.targets.cell2 !== undefined && <code>→{cellName(l.targets.cell2)}</code>}
              {side && <div class="muted sk-chain-text">{pick(side.text)}</div>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Your 咒術卡 hand: each card's cost, 減免, timing and sides; Activate opens the composer. */
export function CurseHand({ ctx, composer, setComposer }: { ctx: Ctx; composer: Composer | null; setComposer: (c: Composer | null) => void }) {
  const { s, i18n, me } = ctx;
  const { pick, lang } = i18n;
  if (me === null) return null;
  const p = s.players[me];
  const playable = new Set(curseOptions(s, me).map((o) => o.curse));
  return (
    <div class="sk-curses" data-testid="sk-curse-hand">
      {p.curseHand.map((id) => {
        const def = curseDef(s, id);
        if (!def) return null;
        const active = composer?.curse === id;
        const can = playable.has(id) && !ctx.blocked;
        return (
          <div key={id} class={`sk-curse ${active ? "sk-curse-active" : ""} ${playable.has(id) ? "sk-curse-playable" : ""}`} data-testid={`sk-curse-${id}`} data-playable={String(playable.has(id))}>
            <div class="sk-curse-head">
              <strong class="sk-curse-name">{lang === "zh" ? def.zh : def.en}</strong>
              <span class="sk-curse-cost">
                {ELEMENTS.filter((e) => def.cost.souls[e]).map((e) => (
                  <span key={e} class={`sk-el-chip sk-el-${e}`} title={pick(elText(e))}>
                    {def.cost.souls[e]}
                    {EL_ZH[e]}
                  </span>
                ))}
              </span>
            </div>
            <div class="sk-curse-meta muted">
              {def.cost.names.length > 0 && (
                <span>
                  {pick(sx("nameCond"))} {lang === "zh" ? joinNames(def.cost.names.map((n) => pick(condText(n))), lang) : def.cost.names.map((n, i) => [i > 0 ? ", " : "", <NameCondEn key={i} cond={n} />])}
                </span>
              )}
              {def.reduction.conds.length > 0 && (
                <span>
                  {" "}· {pick(sx("reduction"))}{" "}
                  {lang === "zh"
                    ? def.reduction.conds.map((n) => pick(condText(n))).join(def.reduction.mode === "all" ? "＋" : "／")
                    : def.reduction.conds.map((n, i) => [i > 0 ? (def.reduction.mode === "all" ? " + " : " / ") : "", <NameCondEn key={i} cond={n} />])}
                </span>
              )}
              <span>
                {" "}· {pick(sx("timing"))} {joinNames(def.timing.map((t) => (lang === "zh" ? PHASE_ZH[t] : PHASE_EN[t])), lang)}
              </span>
            </div>
            <ul class="sk-curse-sides">
              {def.sides.map((side) => (
                <li key={side.id}>
                  <b>{pick(side)}</b> {pick(side.text)}
                </li>
              ))}
            </ul>
            {!active && (
              <Btn size="sm" kind={can ? "primary" : "secondary"} testId={`sk-curse-use-${id}`} disabledReason={ctx.blocked ?? (playable.has(id) ? null : pick(sx("notPlayableNow")))} onClick={() => setComposer({ curse: id, side: null, zone: null, waive: null, picks: {} })}>
                {pick(sx("activate"))}
              </Btn>
            )}
            {active && composer && <ComposerPanel ctx={ctx} composer={composer} setComposer={setComposer} />}
          </div>
        );
      })}
    </div>
  );
}

function ComposerPanel({ ctx, composer, setComposer }: { ctx: Ctx; composer: Composer; setComposer: (c: Composer | null) => void }) {
  const { s, i18n, me } = ctx;
  const { pick, lang } = i18n;
  const info = composerInfo(s, me!, composer);
  const set = (p: Partial<Composer>) => setComposer({ ...composer, ...p });
  const opt = info.option;
  return (
    <div class="sk-composer" data-testid="sk-composer" data-next={info.nextField ?? (info.action ? "ready" : "")}>
      {info.options.length > 1 && (
        <div class="sk-comp-row">
          <span class="field-label">{pick(sx("side"))}</span>
          {info.options.map((o) => (
            <button type="button" key={o.side.id} class={`sk-chip-btn ${opt?.side.id === o.side.id ? "on" : ""}`} data-testid={`sk-comp-side-${o.side.id}`} onClick={() => set({ side: o.side.id, picks: {} })}>
              {pick(o.side)}
            </button>
          ))}
        </div>
      )}
      {opt && (
        <>
          <div class="sk-comp-row">
            <span class="field-label">{pick(sx("zone"))}</span>
            {opt.zones.map((z) => (
              <button type="button" key={z} class={`sk-el-btn sk-el-${z} ${info.zone === z ? "on" : ""}`} data-testid={`sk-comp-zone-${z}`} onClick={() => set({ zone: z })}>
                {EL_ZH[z]}
              </button>
            ))}
          </div>
          {opt.waives.length > 1 && (
            <div class="sk-comp-row">
              <span class="field-label">{pick(sx("reduction"))}</span>
              {opt.waives.map((w) => (
                <button type="button" key={w ?? "none"} class={`sk-chip-btn ${chosenWaive(opt, composer) === w ? "on" : ""}`} data-testid={`sk-comp-waive-${w ?? "none"}`} onClick={() => set({ waive: w })}>
                  {w ? pick(sx("waiveEl", { el: pick(elText(w)) })) : pick(sx("payFull"))}
                </button>
              ))}
            </div>
          )}
          {info.nextField && (
            <div class="sk-comp-row sk-comp-targets">
              <span class="field-label">
                {info.nextField === "cell" ? pick(sx("chooseCell")) : info.nextField === "cell2" ? pick(sx("chooseCell2")) : info.nextField === "card" ? pick(sx("chooseCard")) : info.nextField === "element" ? pick(sx("chooseElement")) : pick(sx("chooseTurns"))}
              </span>
              <div class="sk-comp-values">
                {info.values.map((v) => {
                  const f = info.nextField!;
                  const a = actionWith(s, me!, composer, f, v);
                  const hover = a ? { onMouseEnter: () => ctx.hover(a), onMouseLeave: () => ctx.hover(null) } : {};
                  const click = () => set({ picks: { ...composer.picks, [f]: v } });
                  if (f === "card") {
                    const card = s.cards[v as string];
                    return (
                      <button type="button" key={String(v)} class="sk-target-card" data-testid={`sk-comp-card-${v}`} onClick={click} {...hover}>
                        {card ? <CardFace card={card} i18n={i18n} size="mini" /> : "?"}
                      </button>
                    );
                  }
                  if (f === "element")
                    return (
                      <button type="button" key={String(v)} class={`sk-el-btn sk-el-${v}`} data-testid={`sk-comp-el-${v}`} onClick={click} {...hover}>
                        {EL_ZH[v as Element]}
                      </button>
                    );
                  if (f === "turns")
                    return (
                      <button type="button" key={String(v)} class="sk-chip-btn" data-testid={`sk-comp-turns-${v}`} onClick={click} {...hover}>
                        {Number(v) * 90}°
                      </button>
                    );
                  const bc = s.board[v as number];
                  const card = bc ? s.cards[bc.id] : null;
                  return (
                    <button type="button" key={String(v)} class="sk-chip-btn" data-testid={`sk-comp-cell-${v}`} onClick={click} {...hover}>
                      {cellName(v as number)} {card ? (lang === "zh" ? card.zh : card.en) : ""}
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          <div class="sk-comp-row sk-comp-cost">
            <span class="field-label">{pick(sx("costAfter"))}</span>
            <span>{pick(costLabel(costAfter(s, composer, info), "魂"))}</span>
          </div>
        </>
      )}
      <div class="btn-row">
        <Btn kind="primary" size="sm" testId="sk-comp-confirm" disabledReason={ctx.blocked ?? (info.action ? null : pick(sx("chooseTarget")))} onClick={() => info.action && ctx.act(info.action)}>
          {pick(sx("activate"))}
        </Btn>
        <Btn size="sm" kind="ghost" testId="sk-comp-cancel" onClick={() => setComposer(null)}>
          {pick(sx("cancel"))}
        </Btn>
      </div>
    </div>
  );
}

function costAfter(s: ShengkeState, c: Composer, info: ComposerInfo): Partial<Record<Element, number>> {
  const def = curseDef(s, c.curse);
  if (!def || !info.option) return {};
  const full = curseCost(def);
  const w = chosenWaive(info.option, c);
  if (w) delete full[w];
  return full;
}

/** The English words for the characters and radicals the name conditions use (names are matched in Chinese). */
const NAME_GLOSS: Record<string, string> = { 龍: "dragon", 虎: "tiger", 鳳: "phoenix", 龜: "tortoise", 角: "horn", 棘: "thorn", 牙: "fang", 翼: "wing", 爪: "claw", 羽: "feather", 虍: "tiger", 鳥: "bird" };

/**
 * A name condition in English: the condition is on a character of the Chinese name, so the character stays, marked
 * as Chinese, after its English gloss: "1× dragon (龍) in a name".
 */
function NameCondEn({ cond }: { cond: NameCond }) {
  const ch = "char" in cond ? cond.char : cond.radical;
  const gloss = NAME_GLOSS[ch];
  const mark = <span lang="zh-Hant-TW">{ch}</span>;
  const word = gloss ? (
    <>
      {gloss} ({mark})
    </>
  ) : (
    mark
  );
  return "char" in cond ? (
    <>
      {cond.count}× {word} in a name
    </>
  ) : (
    <>a name with the radical {word}</>
  );
}
