import { makeCard, CFE_ELEMENTS } from "../../../shared/src/games/cfe/cards";
import { armyAttackPoints, DIFFICULTIES, movesFor, MODES, OPPONENTS, selectMove, type SlayingState } from "../../../shared/src/games/slaying";
import { act, armyFaces, engine, ev, evs, faces, finishDraw, play, pos } from "./helpers";

/** The spec's scenarios S01–S20 (§15.2), with its exact numbers. Mode 普通 unless a scenario says otherwise. */

const armyAttack = (events: { type: string; data?: Record<string, unknown> }[]) => ev(events as never, "army_attack")!.data!;
const armySelect = (events: { type: string; data?: Record<string, unknown> }[]) => ev(events as never, "army_select")!.data!;

describe("S01 seed §5-2.1: 風刃術 from 金木水水木", () => {
  test("P1 moves A3→B3, 武器 6 → 94; the army picks 風刃術 at 2 and 5 for 11; hand 金3 水1 水4 ■ ■; 餘行 木 餘級 5", () => {
    let s = pos({ zone: 1, cell: "A3", remaining: 25, hands: [["金1", "金2", "土3", "火1"], ["水2"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } });
    s = act(s, 0, { type: "move", cell: "B3" }).state;
    expect(s.team.remaining).toBe(25); // the first turn does not pay
    const r = play(s, 0, ["金1", "金2"]);
    s = r.state;
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ before: 100, hp: 94, capped: false });
    expect(armySelect(r.events)).toMatchObject({ move: "wind_blade", positions: [2, 5], reason: "leftmost" });
    expect(armyAttack(r.events)).toMatchObject({ points: 11, element: "wood", interaction: "none" });
    expect(s.team.hp).toBe(189);
    expect(armyFaces(s)).toEqual(["金3", "水1", "水4", "■", "■"]);
    expect(s.current).toBe(1);
    expect(s.army.lastAction!.residual).toEqual({ element: "wood", level: 5 });
  });
});

describe("S02 the seed example, exhaustively", () => {
  test("every one of the 3,125 level assignments of 金 木 水 水 木, in every mode: 風刃術 with positions 2 and 5", () => {
    const els = ["metal", "wood", "water", "water", "wood"] as const;
    let checked = 0;
    for (const d of DIFFICULTIES) {
      const table = movesFor(OPPONENTS[0], MODES[d].heroRows);
      for (let code = 0; code < 5 ** 5; code++) {
        const hand = els.map((e, i) => makeCard(0, e, (Math.floor(code / 5 ** i) % 5) + 1, i % 3));
        const sel = selectMove(hand, table);
        if (sel.kind !== "move" || sel.move.id !== "wind_blade" || sel.positions.join() !== "1,4") throw new Error(`${d} ${faces(hand)}: ${sel.kind} ${sel.kind === "move" ? sel.move.id : ""} ${sel.positions}`);
        checked++;
      }
    }
    expect(checked).toBe(4 * 3125);
  });
});

/** A castle position: P1 ends its turn with a non-elemental 武器, so the army's attack meets no interaction. */
function kingTurn(hand: string[], extra: Parameters<typeof pos>[0] = {}) {
  const s = pos({ zone: 4, cell: "N3", hands: [["金1", "金1", "水1"], ["土5", "水3", "土4", "木1"]], army: { hand }, ...extra });
  return play(s, 0, ["金1", "金1"]);
}

describe("S03 seed §5-2.4: 火山爆 before 虛無領域", () => {
  test("魔王 火1 木1 火3 火4 木1: 火山爆 at 1, 3, 4 for 20; 下家 discards its two highest; hand 木1 木1 ■ ■ ■", () => {
    const r = kingTurn(["火1", "木1", "火3", "火4", "木1"]);
    const sel = armySelect(r.events);
    expect(sel).toMatchObject({ move: "volcanic_eruption", positions: [1, 3, 4], reason: "priority" });
    expect((sel.candidates as { move: string; positions: number[] }[]).find((c) => c.move === "void_domain")!.positions).toEqual([1, 2, 5]);
    expect(armyAttack(r.events)).toMatchObject({ points: 20, element: "fire" });
    expect(r.state.team.hp).toBe(180);
    expect(ev(r.events, "burn")!.data).toMatchObject({ seat: 1 });
    expect(faces(r.state.players[1].hand)).toEqual(["水3", "木1"]);
    expect(armyFaces(r.state)).toEqual(["木1", "木1", "■", "■", "■"]);
  });
});

describe("S04 魔雷閃 on the same cards as 虛無領域", () => {
  test("魔王 木1 火2 木1 土3 木1: 魔雷閃 at 1, 3, 5 for 10; 下家 locked 1 turn; hand 火2 土3 + 3", () => {
    const r = kingTurn(["木1", "火2", "木1", "土3", "木1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "thunder_flash", positions: [1, 3, 5], reason: "priority" });
    expect(armyAttack(r.events)).toMatchObject({ points: 10, element: "wood" });
    expect(r.state.players[1]).toMatchObject({ cannotAct: 1, cannotDraw: 1 });
    expect(armyFaces(r.state)).toEqual(["火2", "土3", "■", "■", "■"]);
    // P2's turn: it may only pass, draws nothing, and the lock is gone after it.
    expect(engine.legalActions(r.state, 1).filter((a) => a.type === "play")).toEqual([]);
    const after = engine.apply(r.state, 1, { type: "pass" });
    expect(ev(after.events, "no_draw")!.data).toMatchObject({ reason: "cannot_draw" });
    expect(after.state.players[1]).toMatchObject({ cannotAct: 0, cannotDraw: 0 });
  });
});

describe("S05 more cards first", () => {
  test("第二魔使 金2 土2 水3 土4 金1: 冥府之門 at 1, 2, 4, 5 for 18 and knockback 1; hand 水3 ■ ■", () => {
    const s = pos({ zone: 2, cell: "I3", hands: [["金1", "金1", "水1"], ["水5"]], army: { hand: ["金2", "土2", "水3", "土4", "金1"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "underworld_gate", positions: [1, 2, 4, 5], reason: "most_cards" });
    expect(armyAttack(r.events)).toMatchObject({ points: 18, kind: "special" });
    expect(r.state.team.hp).toBe(182);
    expect(r.state.team.cell).toBe("H3");
    expect(armyFaces(r.state)).toEqual(["水3", "■", "■"]);
  });
});

describe("S06 leftmost first card", () => {
  test("第三魔使 水2 金1 土3 金4 土5: 鐵鎖術 at 2, 4, physical 9, 鎖足 2", () => {
    const s = pos({ zone: 3, cell: "J3", hands: [["金1", "金1", "水1"], ["水5"], ["木1"]], army: { hand: ["水2", "金1", "土3", "金4", "土5"] } }, 3);
    const r = play(s, 0, ["金1", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "iron_lock", positions: [2, 4], reason: "leftmost" });
    expect(armyAttack(r.events)).toMatchObject({ points: 9, kind: "physical" });
    expect(ev(r.events, "fetter")!.data).toMatchObject({ turns: 2 });
    // The next two player turns cannot move (each uses one of the two); the third can.
    let s2 = r.state;
    for (const seat of [1, 2]) {
      expect(s2.turnState.fettered).toBe(true);
      expect(engine.legalActions(s2, seat).some((a) => a.type === "move")).toBe(false);
      expect(() => act(s2, seat, { type: "move", cell: "J2" })).toThrow(expect.objectContaining({ code: "fettered" }));
      s2 = finishDraw(act(s2, seat, { type: "play", cards: [faces(s2.players[seat].hand)[0]] })).state;
      if (s2.phase === "over") return;
    }
    expect(s2.turnState.fettered).toBe(false);
  });
});

describe("S07 leftmost subset", () => {
  test("第一魔使 水2 木3 土1 水5 火2: 暴風雪 with 1, 2, 3 for 12; hand 水5 火2 + 2", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["金1", "金1", "水1"], ["水5"]], army: { hand: ["水2", "木3", "土1", "水5", "火2"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "blizzard", positions: [1, 2, 3], reason: "subset" });
    expect(armyAttack(r.events)).toMatchObject({ points: 12, element: "water" });
    expect(armyFaces(r.state)).toEqual(["水5", "火2", "■", "■"]);
  });
});

describe("S08", () => {
  test("魔王 火5 火2 木3 火4 火1: 火山爆 with 1, 2, 4 for 26; hand 木3 火1 + 3", () => {
    const r = kingTurn(["火5", "火2", "木3", "火4", "火1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "volcanic_eruption", positions: [1, 2, 4] });
    expect(armyAttack(r.events)).toMatchObject({ points: 26 });
    expect(armyFaces(r.state)).toEqual(["木3", "火1", "■", "■", "■"]);
  });
});

describe("S09 the basic strike", () => {
  test("第一魔使 金2 火3 土1 木4: 霜擊 with 金2 for 5; hand 火3 土1 木4 + 2", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["金1", "金1", "水1"], ["水5"]], army: { hand: ["金2", "火3", "土1", "木4"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "frost_strike", basic: true, positions: [1], reason: "no_match" });
    expect(armyAttack(r.events)).toMatchObject({ points: 5, element: "metal" });
    expect(armyFaces(r.state)).toEqual(["火3", "土1", "木4", "■", "■"]);
  });
});

describe("S10 the hand limit", () => {
  test("魔王 木2 火3 木4 火5 金1: 魔擊 with 木2 for 8; the hand has 4 cards, so the 魔王 draws 1", () => {
    const r = kingTurn(["木2", "火3", "木4", "火5", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "demon_strike", basic: true });
    expect(armyAttack(r.events)).toMatchObject({ points: 8, element: "wood" });
    expect(ev(r.events, "army_draw")!.data).toMatchObject({ count: 1 });
    expect(armyFaces(r.state)).toEqual(["火3", "木4", "火5", "金1", "■"]);
  });
});

describe("S11 the army passes with an empty hand", () => {
  test("混沌 takes 土3 金2 to the top of the deck and P's own draw takes them; the army passes and draws 2; no 餘行", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["土1", "土2", "木3", "金4"], ["水5"]], army: { hand: ["土3", "金2"], faceUp: 2 } });
    let r = act(s, 0, { type: "play", cards: ["土1", "土2", "木3", "金4"] });
    expect(r.state.phase).toBe("chaos");
    r = act(r.state, 0, { type: "chaos_pick", cards: ["土3", "金2"] });
    expect(r.state.pending).toMatchObject({ kind: "draw" });
    expect(faces((r.state.pending as { cards: number[] }).cards).slice(0, 2)).toEqual(["土3", "金2"]);
    r = finishDraw(r, 2);
    expect(faces(r.state.players[0].hand)).toEqual(["土3", "金2"]);
    expect(ev(r.events, "army_pass")).toBeDefined();
    expect(ev(r.events, "army_draw")!.data).toMatchObject({ count: 2 });
    expect(r.state.army.lastAction).toBeNull(); // the next player has no 餘行/餘級
    expect(armyFaces(r.state)).toEqual(["■", "■"]);
  });
});

describe("S12 terrain", () => {
  const at = (cell: string, move: string, cards: string[]) => {
    const s = pos({ zone: 1, cell, hands: [["金1"]], army: { hand: cards } });
    const m = OPPONENTS[0].moves.find((x) => x.id === move)!;
    const ids = s.army.hand.map((c) => c.card);
    return armyAttackPoints(s, m, ids, m.element === "ofPair" ? "fire" : (m.element as "wood")).points;
  };
  test("風刃術 of 11: 11 on B3, 15 on D2 (森林), 8 on A3 (town −3)", () => {
    expect(at("B3", "wind_blade", ["木2", "木5"])).toBe(11);
    expect(at("D2", "wind_blade", ["木2", "木5"])).toBe(15);
    expect(at("A3", "wind_blade", ["木2", "木5"])).toBe(8);
  });
  test("霜爪 火2 火3 (6): 3 on B4 (swamp −3), 3 on A3", () => {
    expect(at("B4", "frost_claw", ["火2", "火3"])).toBe(3);
    expect(at("A3", "frost_claw", ["火2", "火3"])).toBe(3);
  });
  test("in a real army turn on D2 the forest adds 4", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "金1", "水1"], ["水5"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } });
    expect(armyAttack(play(s, 0, ["金1", "金1"]).events)).toMatchObject({ points: 15 });
  });
});

describe("S13 seed §6-6: knocked back onto a mountain costs nothing", () => {
  test("zone 3, team on L2, R 12: 地裂術 土2 土3 hits for 8, knockback 2 stops on L1; R 12; next T1 11, L1→L2 free", () => {
    const s = pos({ zone: 3, cell: "L2", remaining: 12, hands: [["金1", "金1", "水1"], ["水5", "木3"]], army: { hand: ["土2", "土3", "水1", "木3", "金5"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(armySelect(r.events)).toMatchObject({ move: "earth_split" });
    expect(armyAttack(r.events)).toMatchObject({ points: 8 });
    expect(r.state.team.hp).toBe(192);
    expect(ev(r.events, "knockback")!.data).toMatchObject({ from: "L2", path: ["L1"] });
    expect(r.state.team.cell).toBe("L1");
    expect(r.state.team.remaining).toBe(11); // 12, then the next player's T1
    expect(evs(r.events, "time").map((e) => e.data!.reason)).toEqual(["turn"]);
    const m = act(r.state, 1, { type: "move", cell: "L2" });
    expect(m.state.team.remaining).toBe(11);
  });
});

describe("S14 knocked away from the third ★", () => {
  test("L3, R 9: 地裂術 → K3 (free) → J3; next T1 8, J3→K3 costs 1 → 7, capped off ★; then T1 6 and K3→L3 free", () => {
    const s = pos({ zone: 3, cell: "L3", remaining: 9, hands: [["金1", "金1", "水1"], ["金4", "金4", "水2"], ["水5", "水1"]], army: { hand: ["土2", "土3", "水1", "木3", "金5"] } }, 3);
    const floor = Math.ceil(s.army.maxHp / 2);
    let r = play(s, 0, ["金1", "金1"]);
    expect(ev(r.events, "knockback")!.data).toMatchObject({ from: "L3", path: ["K3", "J3"] });
    expect(r.state.team.remaining).toBe(8);
    r = act(r.state, 1, { type: "move", cell: "K3" });
    expect(r.state.team.remaining).toBe(7);
    const hpBefore = r.state.army.hp;
    r.state.army.hp = floor + 1; // just above the floor, to see the cap at work
    r = play(r.state, 1, ["金4", "金4"]);
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ onStar: false, hp: floor, capped: true });
    expect(hpBefore).toBeGreaterThan(floor);
    expect(r.state.team.remaining).toBe(6);
    r = act(r.state, 2, { type: "move", cell: "L3" });
    expect(r.state.team.remaining).toBe(6);
  });
});

describe("S15 the ★ cap", () => {
  test("at 60/100 on C2: 武器 16 → 50; 熾火 30 → stays 50; then on D2 火擊術 9 against the army's 風刃術 → 41", () => {
    let s = pos({ zone: 1, cell: "C2", remaining: 20, hands: [["金4", "金4", "水1"], ["火3", "火3", "火4", "水2"], ["火5", "水3"]], army: { hp: 60, hand: ["木1", "木2", "金3", "火4"], cannotAct: 1, cannotDraw: 1 } }, 3);
    let r = play(s, 0, ["金4", "金4"]);
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ before: 60, hp: 50, capped: true });
    expect(ev(r.events, "army_no_action")).toBeDefined();
    r = play(r.state, 1, ["火3", "火3", "火4"]);
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ points: 30 });
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ before: 50, hp: 50 });
    expect(r.state.army.lastAction!.move).toBe("wind_blade");
    s = act(r.state, 2, { type: "move", cell: "D2" }).state;
    r = play(s, 2, ["火5"]);
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ points: 9, interaction: "none" });
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ before: 50, hp: 41, onStar: true });
  });
});

describe("S16 閻王令 and the ★ rule", () => {
  const opts = { modules: { yanwang: true } };
  test("at 40 HP on C2 it does nothing (card spent); on D2 the 第一魔使 is defeated, army turns go empty, shop +15", () => {
    const s = pos({ zone: 1, cell: "C2", hands: [["金1", "水3"], ["金1", "木2"]], army: { hp: 40, cannotAct: 1, cannotDraw: 1 }, team: { points: 10 } }, 2, opts);
    let r = play(s, 0, ["金1"], "yanwang");
    expect(ev(r.events, "no_effect")!.data).toMatchObject({ formation: "yanwang" });
    expect(r.state.army.hp).toBe(40);
    expect(r.state.pile.discard.length).toBeGreaterThan(0);
    const s2 = act(r.state, 1, { type: "move", cell: "D2" }).state;
    r = play(s2, 1, ["金1"], "yanwang");
    expect(ev(r.events, "opponent_defeated")!.data).toMatchObject({ opponent: "envoy1", points: 15 });
    expect(r.state.army.alive).toBe(false);
    expect(r.state.team.points).toBe(25);
    expect(ev(r.events, "army_turn")!.data).toMatchObject({ alive: false });
  });
  test("without the module, 金1 is only 金擊術", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1"], ["木2"]] });
    expect(() => act(s, 0, { type: "play", cards: ["金1"], formation: "yanwang" })).toThrow(expect.objectContaining({ code: "unknown_formation" }));
  });
});

describe("S17 entering zone 2", () => {
  test("the 第一魔使 falls with R 14; next T1 13; D2→E2 +20 → 33; the 第二魔使 130/130, no shield, 5 face-down cards; 熾火 30 → 100", () => {
    const s = pos({ zone: 1, cell: "D2", remaining: 14, hands: [["金4", "金4", "水1"], ["火3", "火3", "火4", "水2"]], army: { hp: 5 } });
    let r = play(s, 0, ["金4", "金4"]);
    expect(r.state.army.alive).toBe(false);
    expect(r.state.team.remaining).toBe(13);
    r = act(r.state, 1, { type: "move", cell: "E2" });
    expect(r.state.team.remaining).toBe(33);
    expect(r.state.army).toMatchObject({ zone: 2, opponent: "envoy2", alive: true, hp: 130, maxHp: 130, shield: 0, cannotAct: 0 });
    expect(armyFaces(r.state)).toEqual(["■", "■", "■", "■", "■"]);
    expect(ev(r.events, "zone_enter")!.data).toMatchObject({ zone: 2, grant: 20, remaining: 33 });
    r = play(r.state, 1, ["火3", "火3", "火4"]);
    expect(ev(r.events, "army_hp")!.data).toMatchObject({ before: 130, hp: 100, capped: false });
    expect(ev(r.events, "army_select")).toBeDefined();
  });
});

describe("S18 out of turns", () => {
  test("zone 3, R 0 at the next T1: defeat, base score 0", () => {
    const s = pos({ zone: 3, cell: "J3", remaining: 0, hands: [["金1", "水1", "木2"], ["水5"]], team: { points: 7, hp: 88 } });
    const r = play(s, 0, ["金1"]);
    expect(r.state.phase).toBe("over");
    expect(r.state.outcome!.result).toBe("defeat_time");
    expect(r.state.outcome!.score.base).toBe(0);
    expect(r.state.outcome!.score.turns).toBe(0);
    expect(engine.result(r.state)!.winners).toEqual([]);
  });
});

describe("S19 a mountain needs a turn to spare", () => {
  test("R 0 after T1: moving into K3 is refused and nothing changes; R 1: legal, R becomes 0", () => {
    const s0 = pos({ zone: 3, cell: "J3", remaining: 0, hands: [["金1"]] });
    expect(() => act(s0, 0, { type: "move", cell: "K3" })).toThrow(expect.objectContaining({ code: "no_turns_for_mountain" }));
    expect(engine.legalActions(s0, 0)).not.toContainEqual({ type: "move", cell: "K3" });
    const s1 = pos({ zone: 3, cell: "J3", remaining: 1, hands: [["金1"]] });
    expect(act(s1, 0, { type: "move", cell: "K3" }).state.team.remaining).toBe(0);
  });
});

describe("S20 the castle freezes R", () => {
  test("enter N3 with R 8, play 20 more player turns: R stays 8, worth 40 points on victory", () => {
    let s: SlayingState = pos({ zone: 3, cell: "M3", remaining: 8, army: { alive: false } }, 3);
    s = act(s, 0, { type: "move", cell: "N3" }).state;
    expect(s.team).toMatchObject({ frozen: true, remaining: 8 });
    s.army.cannotAct = 99; // keep the 魔王 quiet while the turns go by
    s.army.cannotDraw = 99;
    let turns = 0;
    while (turns < 20) {
      const seat = s.current;
      const before = s.turn;
      const a = engine.legalActions(s, seat).find((x) => x.type === "play" && x.cards.length === 1) ?? engine.legalActions(s, seat).find((x) => x.type === "pass" || x.type === "discard")!;
      s = engine.apply(s, seat, a).state;
      if (s.phase === "draw") s = engine.apply(s, s.current, { type: "discard", card: (s.pending as { cards: number[] }).cards[0] }).state;
      if (s.turn > before) turns++;
      expect(s.team.remaining).toBe(8);
    }
    s.army.hp = 1;
    s.team.cell = "O3";
    const seat = s.current;
    const strike = engine.legalActions(s, seat).find((x) => x.type === "play" && x.cards.length === 1)!;
    s = engine.apply(s, seat, strike).state;
    expect(s.outcome!.result).toBe("victory");
    expect(s.outcome!.score.turns).toBe(40);
    expect(s.outcome!.score.base).toBe(300);
  });
});

test("the element order of the card ids is the base game's", () => {
  expect(CFE_ELEMENTS).toEqual(["metal", "wood", "water", "fire", "earth"]);
});
