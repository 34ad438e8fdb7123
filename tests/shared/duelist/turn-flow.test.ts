import { act, at, custom, engine, ofType, pos } from "./helpers";
import type { DuelState } from "../../../shared/src/games/duelist";

/** SEED §2 回合與命運, design §1.1–1.4 and §5 test 30. */
const newGame = (options: Record<string, unknown> = {}, seed = "flow") => engine.setup(engine.optionsSchema.parse(options), seed, 2);
const endTurn = (s: DuelState) => engine.apply(s, s.active, { type: "endTurn" }).state;

describe("turns and 命運", () => {
  test("§5 test 30: hands, draws, 命運 3/4 growing by 1 from each side's second turn, capped at 10", () => {
    let s = newGame({ mulligan: false });
    const F = s.first, S = 1 - F;
    expect([s.phase, s.active, s.turn]).toEqual(["main", F, 1]);
    expect([s.players[F].mana, s.players[F].maxMana, s.players[F].hand.length, s.players[F].deck.length]).toEqual([3, 3, 5, 25]);
    expect(s.players[S].hand.length).toBe(4);
    s = endTurn(s);
    expect([s.active, s.players[S].mana, s.players[S].maxMana, s.players[S].hand.length]).toEqual([S, 4, 4, 5]);
    s = endTurn(s);
    expect([s.players[F].mana, s.players[F].maxMana, s.players[F].hand.length]).toEqual([4, 4, 6]);
    const maxByTurn: number[][] = [[], []];
    for (let k = 0; k < 30 && s.phase === "main"; k++) {
      maxByTurn[s.active][s.players[s.active].turnsTaken] = s.players[s.active].maxMana;
      s = endTurn(s);
    }
    expect(maxByTurn[F].indexOf(10)).toBe(8);
    expect(maxByTurn[S].indexOf(10)).toBe(7);
    expect(Math.max(...maxByTurn[F].filter(Number.isFinite), ...maxByTurn[S].filter(Number.isFinite))).toBe(10);
  });

  test("the first player cannot declare any attack on its own turn 1; the second player can on its turn 1", () => {
    const s = pos({ first: 0, active: 0, players: [{ turnsTaken: 1, board: [custom(2, 0, 3, 3)] }, { turnsTaken: 0, board: ["趙活"] }] });
    expect(() => act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id })).toThrow(expect.objectContaining({ code: "first_turn_no_attack" }));
    expect(() => act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: "base-dart" })).toThrow(expect.objectContaining({ code: "first_turn_no_attack" }));
    expect(engine.legalActions(s, 0).some((a) => a.type === "attack")).toBe(false);
    const second = pos({ first: 0, active: 1, players: [{ turnsTaken: 1, board: ["趙活"] }, { turnsTaken: 1, board: [custom(2, 0, 3, 3)] }] });
    expect(engine.legalActions(second, 1).filter((a) => a.type === "attack")).toHaveLength(2);
  });

  test("the mulligan: 先攻 then 後攻 choose, secretly; 先攻's turn 1 starts when both are done", () => {
    const s = newGame({}, "mull");
    const F = s.first;
    expect([s.phase, engine.activeSeats(s)]).toEqual(["mulligan", [F]]);
    expect(() => engine.apply(s, 1 - F, { type: "mulligan", cards: [] })).toThrow(expect.objectContaining({ code: "not_your_turn" }));
    expect(engine.legalActions(s, 1 - F)).toEqual([{ type: "concede" }]);
    const back = s.players[F].hand.slice(0, 2).map((c) => c.id);
    const a = engine.apply(s, F, { type: "mulligan", cards: back });
    expect(a.state.players[F].hand).toHaveLength(5);
    expect(a.state.players[F].deck).toHaveLength(25);
    expect(engine.activeSeats(a.state)).toEqual([1 - F]);
    // Nothing public says how many cards went back.
    expect(a.events.filter((e) => !e.visibleTo).map((e) => e.data ?? null)).toEqual([null]);
    expect(a.events.find((e) => e.type === "mulligan_private")!.visibleTo).toEqual([F]);
    expect(engine.view(a.state, 1 - F)).toEqual(engine.view({ ...a.state, players: [a.state.players[0], a.state.players[1]].map((p, i) => (i === F ? { ...p, hand: s.players[F].hand, deck: s.players[F].deck } : p)) }, 1 - F));
    expect(() => engine.apply(a.state, F, { type: "mulligan", cards: [] })).toThrow(expect.objectContaining({ code: "mulligan_done" }));
    expect(() => engine.apply(a.state, 1 - F, { type: "endTurn" })).toThrow(expect.objectContaining({ code: "mulligan_phase" }));
    const b = engine.apply(a.state, 1 - F, { type: "mulligan", cards: [] }).state;
    expect([b.phase, b.active, b.turn, b.players[F].hand.length]).toEqual(["main", F, 1, 5]);
    expect(() => engine.apply(b, F, { type: "mulligan", cards: [] })).toThrow(expect.objectContaining({ code: "not_mulligan_phase" }));
  });

  test("first player at random (SEED §2), or as the options fix it; a rematch swaps it", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => newGame({}, `f${i}`).first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(newGame({ firstPlayer: 1 }).first).toBe(1);
    const opts = engine.optionsSchema.parse({ firstPlayer: 1 });
    expect(engine.rematchOptions!(newGame({ firstPlayer: 1 }), opts).firstPlayer).toBe(0);
  });

  test("only the active player acts; 追擊 refills attacks at its owner's turn start", () => {
    const s = pos({ players: [{ board: [{ card: "葉雲舟", attacksLeft: 0 }], deck: ["趙活"] }, { deck: ["趙活"] }] });
    expect(() => act(s, 1, { type: "endTurn" })).toThrow(expect.objectContaining({ code: "not_your_turn" }));
    const back = endTurn(endTurn(s));
    expect(at(back, 0, 0).attacksLeft).toBe(3);
  });

  test("hand limit 10: a card drawn into a full hand is destroyed face up", () => {
    const s = pos({ active: 1, players: [{ hand: Array(10).fill("趙活"), deck: ["龍淵"] }, {}] });
    const { state, events } = engine.apply(s, 1, { type: "endTurn" });
    expect(state.players[0].hand).toHaveLength(10);
    expect(state.players[0].discard.map((c) => c.def)).toEqual(["long-yuan"]);
    expect(ofType(events, "overdraw")[0].visibleTo).toBeUndefined();
  });

  test("an empty deck deals fatigue 1, 2, 3 … to the drawer's own 本陣", () => {
    let s = pos({ active: 1, players: [{}, {}] });
    const bases: number[] = [];
    for (let k = 0; k < 3; k++) {
      s = endTurn(s); // seat 0 draws from nothing
      bases.push(s.players[0].base);
      s = endTurn(s);
    }
    expect(bases).toEqual([29, 27, 24]);
  });
});
