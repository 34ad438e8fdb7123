import { TurnClock } from "../../../server/src/rooms/turnClock";
import { FakeClock, tableFields } from "./fakes";

describe("the turn clock (no server)", () => {
  test("a turn's clock counts only while its owner is to act; a window's clock is its own", () => {
    const clock = new FakeClock();
    const face = tableFields();
    const turn = new TurnClock(face, { turnSeconds: 10, responseSeconds: 3 }, clock.later, () => clock.now);
    const ranOut: string[] = [];
    turn.newTurn("1/0");
    turn.run(0, "turn", "0/0", () => ranOut.push("turn"));
    expect(face).toMatchObject({ clockSeat: 0, clockKind: "turn", turnDeadline: clock.now + 10_000 });
    clock.advance(4000);
    // Seat 1 answers a window: the turn owner's clock stops, the window's runs.
    turn.stop();
    turn.handOver();
    turn.run(1, "response", "1/1", () => ranOut.push("window"));
    expect(face.turnDeadline).toBe(clock.now + 3000);
    clock.advance(2000);
    turn.stop();
    expect(face).toMatchObject({ clockSeat: -1, clockKind: "", turnDeadline: 0 });
    // Back to the owner, same turn: 6 s left, not 10.
    turn.run(0, "turn", "0/2", () => ranOut.push("turn"));
    expect(face.turnDeadline).toBe(clock.now + 6000);
    clock.advance(5999);
    expect(ranOut).toEqual([]);
    clock.advance(1);
    expect(ranOut).toEqual(["turn"]);
  });

  test("a new turn starts with the full clock; a table without clocks shows whose turn it is but runs none", () => {
    const clock = new FakeClock();
    const face = tableFields();
    const turn = new TurnClock(face, { turnSeconds: 0, responseSeconds: 0 }, clock.later, () => clock.now);
    turn.run(1, "turn", "1/0", () => {
      throw new Error("no clock should run");
    });
    expect(face).toMatchObject({ clockSeat: 1, clockKind: "turn", turnDeadline: 0 });
    expect(clock.pending()).toBe(0);
  });
});
