import { RuleError } from "../../../shared/src/core/errors";
import { engine, pos } from "./helpers";

test("ambiguous_formation names the candidate formations, and each candidate named is accepted", () => {
  const five = pos({ hands: [["金2", "木2", "水2", "火2", "土2"], ["金1"]] });
  const cards = five.players[0].hand;
  let err: RuleError | undefined;
  try { engine.apply(five, 0, { type: "play", cards }); } catch (e) { err = e as RuleError; }
  expect(err?.code).toBe("ambiguous_formation");
  const candidates = err!.data!.candidates as string[];
  expect(candidates.length).toBeGreaterThan(1);
  expect(err!.en).toContain(candidates.join(", "));
  for (const formation of candidates) expect(() => engine.apply(five, 0, { type: "play", cards, formation })).not.toThrow();
});
