import { stateHash } from "../../../shared/src/core/hash";
import { legalTargets, previewAttack, previewBless, type ChronoState } from "../../../shared/src/games/chrono";
import { act, engine, heart, idOf, pos, uidOf } from "./helpers";
import { samplePositions } from "./positions";

/** Previews for the web view: pure functions on a seat's view with the numbers the UI shows, or the typed error. */
const v0 = (s: ChronoState) => engine.view(s, 0) as ChronoState;
const card = (s: ChronoState, name: string) => s.players[0].hand.find((c) => s.cards[c] === idOf(name))!;

test("attack preview: 下位 shield, guard, and the result matches the attack", () => {
  const s = pos({ players: [{ attr: "火", field: ["時空戰士・焰", "餘燼兵"] }, { attr: "水", field: [{ card: "珊瑚盾衛", effects: ["鐵壁結界"] }] }], phase: "attack" });
  const view = v0(s);
  const p = previewAttack(view, 0, uidOf(s, 0, "時空戰士・焰"), { kind: "character", seat: 1, uid: uidOf(s, 1, "珊瑚盾衛") });
  // 火 vs 水: 水剋火, the attacker is 下位: 4 − 1 (shield) − 1 (鐵壁結界) = 2 off 心等 7.
  expect(p).toMatchObject({ ok: true, relation: "inferior", atk: 4, inferiorReduction: 1, guard: 1, damage: 2, before: 7, after: 5, defeats: false });
  expect(stateHash(view)).toBe(stateHash(v0(s)));
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・焰", target: "珊瑚盾衛" }).state;
  expect(heart(r, 1, "珊瑚盾衛")).toBe(5);
  expect(previewAttack(view, 0, uidOf(s, 1, "珊瑚盾衛"), { kind: "player", seat: 0 })).toMatchObject({ ok: false, code: "bad_attacker" });
  expect(previewAttack(view, 0, uidOf(s, 0, "餘燼兵"), { kind: "player", seat: 1 })).toMatchObject({ ok: false, code: "target_guarded", en: expect.any(String), zh: expect.any(String) });
});

test("a 加持 preview shows what changes and never touches the view", () => {
  const s = pos({
    players: [
      { attr: "金", hand: ["齒輪校準", "冰霜之觸", "鐘樓庇護", "燃燒能源"], field: ["發條獵犬", { card: "潮汐巡者", damage: 4 }] },
      { attr: "火", field: ["熔岩犬"] },
    ],
    phase: "prepare",
  });
  const view = v0(s);
  const before = stateHash(view);
  const hound = uidOf(s, 0, "發條獵犬");
  expect(previewBless(view, 0, card(s, "齒輪校準"), { kind: "character", seat: 0, uid: hound })).toMatchObject({ ok: true, oneShot: false, character: { before: { atk: 3, heart: 5 }, after: { atk: 4, heart: 6 } } });
  // 冰霜之觸 −1 心等 on a 潮汐巡者 at 1: it would be defeated (after: null).
  expect(previewBless(view, 0, card(s, "冰霜之觸"), { kind: "character", seat: 0, uid: uidOf(s, 0, "潮汐巡者") })).toMatchObject({ ok: true, character: { before: { heart: 1 }, after: null } });
  const sanctuary = previewBless(view, 0, card(s, "鐘樓庇護"), { kind: "player", seat: 0 });
  expect(sanctuary).toMatchObject({ ok: true, time: { before: 12, after: 12 } });
  expect(sanctuary.ok && sanctuary.characters!.map((c) => [c.before.guard, c.after!.guard])).toEqual([[0, 1], [0, 1]]);
  expect(previewBless(view, 0, card(s, "燃燒能源"), { kind: "character", seat: 0, uid: hound })).toMatchObject({ ok: false, code: "bless_attribute" }); // 火剋金
  expect(previewBless(view, 0, card(s, "鐘樓庇護"), { kind: "character", seat: 0, uid: hound })).toMatchObject({ ok: false, code: "bless_kind" });
  expect(stateHash(view)).toBe(before);
});

test("legal targets: an attacker's, an effect's, a placement's pick; traps take none", () => {
  const s = pos({ players: [{ attr: "金", hand: ["時計鍛造師", "時間停滯", "時空裝甲"], field: ["發條獵犬"] }, { attr: "火", field: ["熔岩犬", "餘燼兵"] }, { attr: "水" }] });
  const view = v0(s);
  expect(legalTargets(view, 0, { attacker: uidOf(s, 0, "發條獵犬") })).toEqual([
    { kind: "character", seat: 1, uid: uidOf(s, 1, "熔岩犬") },
    { kind: "character", seat: 1, uid: uidOf(s, 1, "餘燼兵") },
    { kind: "player", seat: 2 },
  ]);
  expect(legalTargets(view, 0, { card: card(s, "時計鍛造師") })).toEqual([{ kind: "character", seat: 1, uid: uidOf(s, 1, "熔岩犬") }]);
  expect(legalTargets(view, 0, { card: card(s, "時間停滯") })).toEqual([]);
  expect(legalTargets(view, 0, { card: card(s, "時空裝甲") })).toEqual([{ kind: "character", seat: 0, uid: uidOf(s, 0, "發條獵犬") }]);
});

test("attack previews agree with apply when no trap or side skill intervenes", () => {
  let compared = 0;
  for (const s of samplePositions(3, 4, 3, "preview")) {
    const seat = engine.activeSeats(s)[0];
    if (s.phase !== "attack" || seat !== s.current) continue;
    const view = engine.view(s, seat) as ChronoState;
    for (const a of engine.legalActions(s, seat)) {
      if (a.type !== "attack" && a.type !== "attackPlayer") continue;
      const target = a.type === "attack" ? { kind: "character" as const, seat: s.players.findIndex((p) => p.field.some((c) => c.uid === a.target)), uid: a.target } : { kind: "player" as const, seat: a.seat };
      if (s.players[target.seat].traps.length > 0) continue;
      const p = previewAttack(view, seat, a.attacker, target);
      if (!p.ok) throw new Error(p.en);
      const { events } = engine.apply(s, seat, a);
      const hit = events.find((e) => e.type === "hit" || e.type === "hit_player");
      expect(hit?.data?.damage).toBe(p.damage);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(20);
});

