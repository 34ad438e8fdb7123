// preview: what an action would do, computed by the reducer itself. Bots: legal, deterministic, blind to secrets.
import { isDeepStrictEqual } from "node:util";
import { Rng } from "../../../shared/src/core/rng";
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { preview, previewOutcome } from "../../../shared/src/games/shengke/preview";
import { botAction } from "../../../shared/src/games/shengke/bots";
import { legalActions } from "../../../shared/src/games/shengke/legal";
import { act, cell, idOf, position } from "./helpers";

test("preview of a placement lists what the judgement will do", () => {
  const s = position({ phase: "judge", board: [{ cell: "c3", card: "白牙龍", owner: 0 }, { cell: "c4", card: "林棘虎", owner: 1 }, { cell: "d4", card: "玄武龜", owner: 1 }, { cell: "b3", card: "黃角牛", owner: 1 }], placed: ["c3"] });
  const p = preview(s, 0, { type: "judge" });
  expect(p.legal).toBe(true);
  expect(p.destroyed).toEqual([{ card: idOf(s, "林棘虎", 1), zh: "林棘虎", en: "Forest-Thorn Tiger", owner: 1, cell: cell("c4"), rule: "行剋" }]);
  expect(p.gained).toEqual([
    { seat: 0, kind: "spirit", element: "water", count: 1, lost: 0 },
    { seat: 0, kind: "soul", element: "metal", count: 1, lost: 0 },
  ]);
  expect(p.counts).toEqual([1, 2]);
  expect(s.board[cell("c4")]).not.toBeNull(); // preview changed nothing
});

test("the outcome preview of a 召喚 is the judgement it would lead to, and changes nothing", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "c4", card: "林棘虎", owner: 1 }, { cell: "d4", card: "玄武龜", owner: 1 }, { cell: "b3", card: "黃角牛", owner: 1 }], players: [{ hand: ["白牙龍"] }, {}] });
  const before = JSON.stringify(s);
  const { first, outcome } = previewOutcome(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: cell("c3") });
  expect(first.destroyed).toEqual([]);
  expect(outcome.destroyed.map((d) => [d.zh, d.rule])).toEqual([["林棘虎", "行剋"]]);
  expect(outcome.gained.map((g) => [g.kind, g.element])).toEqual([["spirit", "water"], ["soul", "metal"]]);
  expect(JSON.stringify(s)).toBe(before);
  // An illegal summon previews as itself, with its error.
  const bad = previewOutcome(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: cell("c4") });
  expect(bad.outcome.error?.code).toBe("cell_occupied");
});

test("preview of an illegal action carries the RuleError", () => {
  const s = position({ phase: "judge" });
  expect(preview(s, 1, { type: "judge" }).error?.code).toBe("not_your_priority");
});

test("bots always choose a legal action and answer response windows", () => {
  for (const level of ["random", "greedy"] as const) {
    const s = engine.setup(engine.optionsSchema.parse({}), `bots-${level}`, 2);
    const rng = Rng.fromSeed("b");
    let answered = 0;
    while (!s.over) {
      const seat = engine.activeSeats(s)[0];
      const a = engine.bot(s, seat, rng, level);
      if (s.priority.mode !== "main") answered++;
      expect(() => engine.apply(s, seat, a)).not.toThrow();
      engine.applyInPlace!(s, seat, a);
    }
    expect(answered).toBeGreaterThan(0);
  }
});

test("a bot decides the same on the full state and on its seat's view (it reads nothing hidden)", () => {
  for (let g = 0; g < 40; g++) {
    const s = engine.setup(engine.optionsSchema.parse({}), `blind-${g}`, 2);
    const drive = Rng.fromSeed(`drive-${g}`);
    while (!s.over) {
      const seat = engine.activeSeats(s)[0];
      for (const level of ["random", "greedy"] as const) {
        const seedState = Rng.fromSeed(`${g}:${s.moves}`).state;
        const a = botAction(s, seat, new Rng([...seedState] as typeof seedState), level);
        const b = botAction(s, seat, new Rng([...seedState] as typeof seedState), level, { redact: true });
        // A matcher per decision costs more than the bots; it runs only on a difference, for its message.
        if (!isDeepStrictEqual(b, a)) expect(b).toEqual(a);
      }
      engine.applyInPlace!(s, seat, engine.bot(s, seat, drive, "random"));
    }
  }
});

test("greedy takes a free kill: it places 白牙龍 where it destroys wood", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "c4", card: "林棘虎", owner: 1 }, { cell: "d5", card: "翠角鹿", owner: 1 }], players: [{ hand: ["白牙龍"] }, {}] });
  const a = engine.bot(s, 0, Rng.fromSeed("g"), "greedy");
  expect(a.type).toBe("summon");
  act(s, 0, a);
  act(s, 0, { type: "endPhase" });
  act(s, 0, { type: "judge" });
  expect(s.players[1].discards.wood.length).toBeGreaterThanOrEqual(2);
  expect(legalActions(s, 0).some((x) => x.type === "endPhase")).toBe(true);
});
