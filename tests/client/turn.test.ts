import { shengkeEngine } from "../../shared/src/games/shengke/engine";
import type { ShengkeAction } from "../../shared/src/games/shengke/actions";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { resultNote, turnLabel } from "../../client/src/games/shengke/turn";
import { turnState, turnText } from "../../client/src/turn";

const names = ["Alice", "Bot 2"];
const name = (i: number) => names[i];

/** A new 生剋棋 game played by the turn's player (no curses) until `until` holds. */
function playUntil(options: unknown, until: (s: ShengkeState) => boolean): ShengkeState {
  let s = shengkeEngine.setup(shengkeEngine.optionsSchema.parse(options), "client-turn-test", 2);
  for (let i = 0; i < 400 && !until(s); i++) {
    const seat = shengkeEngine.activeSeats(s)[0];
    const legal = shengkeEngine.legalActions(s, seat).filter((a: ShengkeAction) => a.type !== "curse");
    const a = legal.find((x) => x.type === "pass") ?? legal.find((x) => x.type !== "endPhase") ?? legal[0];
    s = shengkeEngine.apply(s, seat, a).state;
  }
  return s;
}

describe("the turn line tells your turn from a response on someone else's", () => {
  test("pure cases", () => {
    expect(turnState([0], 0, null).kind).toBe("mine");
    expect(turnState([1], 0, null).kind).toBe("other");
    expect(turnState([1], 0, { turnSeats: [0] }).kind).toBe("mineWaiting");
    expect(turnState([0], 0, { turnSeats: [1] }).kind).toBe("respond");
    expect(turnState([1], null, { turnSeats: [0] }).kind).toBe("otherWaiting");
    expect(turnText(turnState([0], 0, { turnSeats: [1] }), "zh", name)).toBe("Bot 2 的回合：你可以回應");
    expect(turnText(turnState([0], 0, { turnSeats: [1] }), "en", name)).toBe("Bot 2's turn: you may respond");
    expect(turnText(turnState([1], 0, null), "zh", name)).toBe("輪到 Bot 2");
    expect(turnText(turnState([0], 0, null), "en", name)).toBe("Your turn!");
  });

  test("生剋棋: the player holding a phase window is responding during the other's turn", () => {
    const s = playUntil({}, (x) => x.priority.mode === "phase");
    expect(s.priority.mode).toBe("phase");
    const responder = s.priority.seat;
    const turnPlayer = s.active;
    expect(responder).not.toBe(turnPlayer);
    const active = shengkeEngine.activeSeats(s);
    expect(active).toEqual([responder]);

    // The responder's own view: not "your turn", but "their turn: you may activate a curse as the phase ends".
    const label = turnLabel(shengkeEngine.view(s, responder));
    expect(label?.turnSeats).toEqual([turnPlayer]);
    const mine = turnState(active, responder, label);
    expect(mine.kind).toBe("respond");
    const phaseZh = { start: "起始", draw: "抽牌", place: "放置", judge: "判定", end: "結束" }[s.phase];
    expect(turnText(mine, "zh", name)).toBe(`${name(turnPlayer)} 的回合：你可以在${phaseZh}階段結束時發動咒術卡，或放棄`);
    expect(turnText(mine, "en", name)).toMatch(new RegExp(`^${name(turnPlayer)}'s turn: you may activate a curse as the \\w+ phase ends, or pass$`));

    // The turn's player waits for the answer; a spectator sees both facts.
    expect(turnText(turnState(active, turnPlayer, turnLabel(shengkeEngine.view(s, turnPlayer))), "en", name)).toBe(`Your turn: waiting for ${name(responder)} to respond`);
    expect(turnState(active, null, turnLabel(shengkeEngine.view(s, "spectator"))).kind).toBe("otherWaiting");
  });

  test("生剋棋, over a whole game: the seat to act reads 'your turn' exactly when the turn is its own", () => {
    let s = shengkeEngine.setup(shengkeEngine.optionsSchema.parse({}), "client-turn-walk", 2);
    const kinds: Record<string, number> = {};
    for (let i = 0; i < 2000 && !s.over; i++) {
      const seat = shengkeEngine.activeSeats(s)[0];
      const st = turnState(shengkeEngine.activeSeats(s), seat, turnLabel(shengkeEngine.view(s, seat)));
      expect(st.kind).toBe(seat === s.active ? "mine" : "respond");
      kinds[st.kind] = (kinds[st.kind] ?? 0) + 1;
      const legal = shengkeEngine.legalActions(s, seat);
      s = shengkeEngine.apply(s, seat, legal[(i * 7) % legal.length]).state;
    }
    expect(s.over).toBe(true);
    expect(kinds.mine).toBeGreaterThan(0);
    expect(kinds.respond).toBeGreaterThan(0);
  });

  test("生剋棋's result note explains the first player's bonus with the game's own numbers", () => {
    const s = playUntil({}, (x) => x.over);
    expect(s.over).toBe(true);
    const note = resultNote(shengkeEngine.view(s, "all"));
    const counted = s.t.counted!;
    expect(note?.zh).toContain(`「${counted[s.first]}+${s.rules.firstPlayerBonus}」`);
    expect(note?.en).toContain(`“${counted[s.first]}+${s.rules.firstPlayerBonus}”`);
    expect(note?.en).toContain(`seat ${s.first + 1}`);
  });
});
