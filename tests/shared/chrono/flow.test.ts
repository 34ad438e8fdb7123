import { RULES } from "../../../shared/src/games/chrono";
import { act, engine, pos } from "./helpers";

/** Turn flow (spec §1.3–1.4): the end-of-turn hand limit, falling in one's own turn, skipped seats, the round cap. */
test("a hand above 7 at the end of the turn is trimmed to 7, one chosen card at a time", () => {
  const hand = ["苔蘚巨像", "苔蘚巨像", "林間斥候", "林間斥候", "古樹守護者", "生長加速", "生長加速", "樹液", "深根"];
  const s = pos({ players: [{ attr: "木", hand }, { attr: "火" }], phase: "prepare" });
  const r = act(s, 0, { type: "skip" }).state;
  expect(r.phase).toBe("trim");
  expect(engine.legalActions(r, 0).every((a) => a.type === "discard")).toBe(true);
  const one = act(r, 0, { type: "discard", card: "樹液" }).state;
  expect(one.phase).toBe("trim");
  const two = act(one, 0, { type: "discard", card: "深根" }).state;
  expect(two.players[0].hand).toHaveLength(RULES.endHandLimit.value);
  expect(two.current).toBe(1);
});

test("the active player losing their last 生存時間 in their own turn (時空裂隙) ends that turn; eliminated seats are skipped", () => {
  const s = pos({
    players: [{ attr: "金", time: 1, field: ["時空戰士・鋼", "齒輪衛兵"] }, { attr: "木", field: ["林間斥候"], traps: ["時空裂隙"] }, { attr: "火", field: ["熔岩犬"] }],
  });
  const a = act(act(s, 0, { type: "beginAttack" }).state, 0, { type: "attack", attacker: "時空戰士・鋼", target: "林間斥候" });
  expect(a.state.players[0].alive).toBe(false);
  expect(a.state.players[0].field).toEqual([]);
  expect(a.state.current).toBe(1);
  // Play P1's and P2's turns without attacking: the next round starts with P1, P0 has no turn.
  let r = a.state;
  const seen: number[] = [];
  while (r.round === s.round) {
    const seat = engine.activeSeats(r)[0];
    if (!seen.includes(seat)) seen.push(seat);
    r = engine.apply(r, seat, engine.legalActions(r, seat).find((x) => x.type !== "beginAttack")!).state;
  }
  expect(seen).toEqual([1, 2]);
  expect(r.current).toBe(1);
});

test("the round cap: if round 25 would start, every clock drops to 0 and the board decides", () => {
  const s = pos({ players: [{ attr: "水", time: 5, field: ["苔蘚巨像"] }, { attr: "火", time: 5, field: ["熔岩犬"] }], round: 24, current: 1 });
  const r = act(s, 1, { type: "skip" });
  expect(r.state.round).toBe(24);
  expect(r.events.map((e) => e.type)).toContain("round_cap");
  expect(r.state.winners).toEqual([0]);
  expect(r.state.endReason).toBe("clock");
});

test("the last survivor wins at once; a shared win when board and clock tie", () => {
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "火", time: 5 }, { attr: "木", field: ["林間斥候"] }], phase: "attack" });
  const r = act(s, 0, { type: "attackPlayer", attacker: "時空戰士・潮", seat: 1 }).state;
  expect(r.players[1].alive).toBe(false);
  expect(r.phase).not.toBe("over");
  const tie = pos({ players: [{ attr: "水", time: 1, field: ["潮汐巡者"] }, { attr: "火", time: 1, field: ["林間斥候"] }], round: 12, current: 1 });
  const t = act(tie, 1, { type: "skip" }).state;
  expect(t.winners).toEqual([0, 1]);
  expect(engine.result(t)).toMatchObject({ winners: [0, 1], draw: false });
});
