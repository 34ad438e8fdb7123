import { seatPresence } from "../../client/src/presence";

const seat = (over: Partial<{ occupied: boolean; bot: boolean; connected: boolean; away: boolean }>) => ({ occupied: true, bot: false, connected: true, away: false, ...over });

test("the seat list says for each seat whether its player is here", () => {
  expect(seatPresence(seat({ occupied: false, connected: false }))).toBe("empty");
  expect(seatPresence(seat({}))).toBe("connected");
  expect(seatPresence(seat({ connected: false }))).toBe("dropped");
  expect(seatPresence(seat({ away: true }))).toBe("away");
  // A dropped player who was away is awaited, not playing: the countdown matters more than the bot's turns.
  expect(seatPresence(seat({ away: true, connected: false }))).toBe("dropped");
  expect(seatPresence(seat({ bot: true }))).toBe("bot");
  // A seat a bot took over after its player left: the bot plays it now.
  expect(seatPresence(seat({ bot: true, connected: false }))).toBe("bot");
});
