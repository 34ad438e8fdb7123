import { act, names, onField, pos } from "./helpers";

/** §5 test 13 — 時空裂隙: an enemy attack defeats your character → the attacker's owner loses 1 生存時間. */
test("金剋木: 5 damage defeats 林間斥候; 時空裂隙 takes P0 from 12 to 11", () => {
  const s = pos({ players: [{ attr: "金", field: ["時空戰士・鋼"] }, { attr: "木", field: ["林間斥候"], traps: ["時空裂隙"] }], phase: "attack" });
  const { state, events } = act(s, 0, { type: "attack", attacker: "時空戰士・鋼", target: "林間斥候" });
  expect(events.find((e) => e.type === "hit")!.data).toMatchObject({ damage: 5 });
  expect(onField(state, 1, "林間斥候")).toBeUndefined();
  expect(state.players[0].time).toBe(11);
  expect(events.find((e) => e.type === "time")!.data).toMatchObject({ seat: 0, delta: -1, cause: "time-rift" });
  expect(names(state, state.players[1].graveyard)).toEqual(["forest-scout", "time-rift"]);
});
