/**
 * Rarely-changing lists go on the wire as one joined string ("a,b,c", core/wire.ts `joinIds`): the leak scans must
 * still find a secret id inside one, in the raw frames the encoder writes and in the decoded values, without taking
 * an id for a part of a longer one.
 */
import { Encoder, Schema, type } from "@colyseus/schema";
import { joinIds } from "../../../shared/src/core/wire";
import { framesString, wireStrings } from "../../support/leakScan";

class Holder extends Schema {
  @type("uint8") n = 0;
  @type("string") list = "";
  @type("uint8") next = 1;
}

function frameOf(list: string): Buffer {
  const h = new Holder();
  h.list = list;
  const encoder = new Encoder(h);
  return Buffer.from(encoder.encodeAll());
}

describe("a joined list in a raw frame", () => {
  test.each([
    ["a short list", ["fog", "gear-guard", "x9"]],
    ["a list longer than 31 bytes (str8 length prefix)", ["clockwork-hound", "fog", "world-tree-seed", "gear-guard"]],
  ])("%s: every item is found, first and last included", (_, items) => {
    const frame = frameOf(joinIds(items));
    for (const item of items) expect({ item, found: framesString(frame, item) }).toEqual({ item, found: true });
  });

  test("an id that is only part of a longer one is not found; the string on its own is", () => {
    expect(framesString(frameOf(joinIds(["deep-fog", "fog-x", "foggy"])), "fog")).toBe(false);
    expect(framesString(frameOf("fog-x"), "fog")).toBe(false);
    expect(framesString(frameOf("fog"), "fog")).toBe(true);
  });
});

test("the decoded values include every item of a joined list", () => {
  const strings = wireStrings({ players: [{ secret: { ownCards: "fog,,gear-guard" } }], phase: "main" });
  expect([...strings].sort()).toEqual(["", "fog", "fog,,gear-guard", "gear-guard", "main"]);
});
