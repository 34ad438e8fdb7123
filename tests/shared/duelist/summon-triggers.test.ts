import { Rng } from "../../../shared/src/core/rng";
import { createCard, enter } from "../../../shared/src/games/duelist/mechanics";
import { act, at, handDefs, ofType, pos } from "./helpers";

/** SEED §5–6 召喚 / 增援 / 呼出 / 傳授 with 戰術 and 暗器 (design §1.5, AMB-1, AMB-8) and §5 test 12. */
describe("entering the field", () => {
  test("§5 test 12: 戰術 holders gain their own n, the newcomer the sum; 暗器 abilities on either side gain", () => {
    const s = pos({ players: [{ board: ["宋悲", "瑞杏"], hand: ["許大鯨"] }, { board: ["唐布衣"] }] });
    const { state } = act(s, 0, { type: "summon", card: "許大鯨", slot: 2 });
    expect([at(state, 0, 0).tong, at(state, 0, 1).tong, at(state, 0, 2).tong]).toEqual([3, 6, 7]);
    expect(at(state, 1, 0).an).toBe(5);
  });

  test("a summon costs its current 命運, and 生命 is 2 × the 命運 it enters with (1 at 0)", () => {
    const s = pos({ players: [{ hand: [{ card: "郁竹", cost: 2 }, { card: "趙活", cost: 0 }], mana: 2 }, {}] });
    const one = act(s, 0, { type: "summon", card: "郁竹", slot: 4 }).state;
    expect([one.players[0].mana, at(one, 0, 4).hp, at(one, 0, 4).cost]).toEqual([0, 4, 2]);
    const two = act(one, 0, { type: "summon", card: "趙活", slot: 0 }).state;
    expect([at(two, 0, 0).hp, at(two, 0, 0).maxHp]).toEqual([1, 1]);
    expect(() => act(s, 0, { type: "summon", card: "郁竹", slot: 5 })).toThrow(expect.objectContaining({ code: "bad_slot" }));
    expect(() => act(one, 0, { type: "summon", card: "趙活", slot: 4 })).toThrow(expect.objectContaining({ code: "slot_taken" }));
    expect(() => act(pos({ players: [{ hand: ["郁竹"], mana: 4 }, {}] }), 0, { type: "summon", card: "郁竹", slot: 0 })).toThrow(expect.objectContaining({ code: "not_enough_mana" }));
  });

  test("a new hero may attack at once (no summoning sickness, AMB-2)", () => {
    const s = pos({ players: [{ hand: ["許大鯨"], mana: 1 }, {}] });
    const on = act(s, 0, { type: "summon", card: "許大鯨", slot: 0 }).state;
    expect(act(on, 0, { type: "attack", unit: at(on, 0, 0).id, target: "base-stab" }).state.players[1].base).toBe(26);
  });

  test("呼出: the called hero enters silently (no 戰術, no 暗器 trigger, no own abilities); skipped without a slot", () => {
    const s = pos({ players: [{ board: ["宋悲"], hand: ["虞小梅"], mana: 4 }, { board: ["唐布衣"] }] });
    const { state } = act(s, 0, { type: "summon", card: "虞小梅", slot: 1 });
    // 宋悲 +1 and 虞小梅 +1 for 虞小梅 only; 唐布衣 +1 once.
    expect(at(state, 0, 0).tong).toBe(3);
    expect(at(state, 0, 1).tong).toBe(4);
    expect(at(state, 0, 2).def).toBe("huo-shandian");
    expect(at(state, 0, 2).tong).toBe(1);
    expect(at(state, 1, 0).an).toBe(5);
    const full = pos({ players: [{ board: ["趙活", "趙活", "趙活", "趙活"], hand: ["虞小梅"], mana: 4 }, {}] });
    const after = act(full, 0, { type: "summon", card: "虞小梅", slot: 4 }).state;
    expect(after.players[0].board.map((u) => u!.def)).toEqual(["zhao-huo", "zhao-huo", "zhao-huo", "zhao-huo", "yu-xiaomei"]);
  });

  test("傳授: the 秘笈 goes to the hand; beyond the hand limit it is lost", () => {
    const s = pos({ players: [{ hand: ["上官螢"], mana: 3 }, {}] });
    const { state, events } = act(s, 0, { type: "summon", card: "上官螢", slot: 0 });
    expect(handDefs(state, 0)).toEqual(["li-tie"]);
    expect(state.players[0].created).toBe(1);
    expect(ofType(events, "teach")).toHaveLength(1);
    // A generated 上官螢 with a full hand (10 cards): its 轢鐵 is lost, not created.
    const full = pos({ players: [{ hand: Array(10).fill("趙活") }, {}] });
    const ctx = { s: full, rng: new Rng(full.rng), ev: [] };
    enter(ctx, 0, createCard(full, 0, "shangguan-ying", 3), 0, "generate");
    expect(handDefs(full, 0)).toEqual(Array(10).fill("zhao-huo"));
    expect(full.players[0].created).toBe(1);
    expect(ofType(ctx.ev, "teach_lost")).toHaveLength(1);
  });

  test("generated heroes count as summoned (AMB-1): 唐門薪火's two heroes trigger 戰術 and each other", () => {
    const s = pos({ players: [{ board: ["宋悲"], hand: ["唐門薪火"], mana: 4 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "唐門薪火" });
    expect(at(state, 0, 0).tong).toBe(2 + 2);
    expect([at(state, 0, 1).def, at(state, 0, 1).tong]).toEqual(["tang-moling", 4]);
    expect([at(state, 0, 2).def, at(state, 0, 2).tong]).toEqual(["zhao-huo", 2]);
  });
});
