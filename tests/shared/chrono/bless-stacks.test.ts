import { stats } from "../../../shared/src/games/chrono";
import { act, heart, onField, pos } from "./helpers";

/** §5 test 7 — 加持 stacks without limit [SEED 屬性 進化時機]; 金生水 changes no combat number. */
test("發條獵犬 3/5 with 2× 齒輪校準 is a 5/7 加持卡 and takes 珊瑚盾衛 from 6 to 1", () => {
  const s = pos({ players: [{ attr: "金", field: [{ card: "發條獵犬", effects: ["齒輪校準", "齒輪校準"] }] }, { attr: "水", field: ["珊瑚盾衛"] }], phase: "attack" });
  expect(stats(s, 0, onField(s, 0, "發條獵犬")!)).toMatchObject({ atk: 5, heart: 7, maxHeart: 7, blessed: true });
  const r = act(s, 0, { type: "attack", attacker: "發條獵犬", target: "珊瑚盾衛" }).state;
  expect(heart(r, 1, "珊瑚盾衛")).toBe(1);
});
