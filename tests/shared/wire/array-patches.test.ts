/**
 * The list helpers of core/wire.ts against the real schema encoder and decoder: lists that grow, shrink and change
 * several times between two patches (several actions in one patch) always decode to their last value.
 * @colyseus/schema 3.0 gets a primitive list wrong when it shrinks by splicing and changes again before the patch
 * (seen as a hand with a card too many), which is why syncList rewrites a list that shrinks.
 */
import { isDeepStrictEqual } from "node:util";
import { ArraySchema, Encoder, Reflection, Schema, type } from "@colyseus/schema";
import { Rng } from "../../../shared/src/core/rng";
import { joinIds, joinLists, joinNumbers, joinedIds, joinedLists, joinedNumbers, sameIds, syncChildren, syncList, syncListOf } from "../../../shared/src/core/wire";

class Item extends Schema {
  @type("int16") card = -1;
  @type("boolean") faceUp = false;
}
class Lists extends Schema {
  @type(["int16"]) cards = new ArraySchema<number>();
  @type(["int16"]) doubled = new ArraySchema<number>();
  @type([Item]) items = new ArraySchema<Item>();
}

function run(seed: string, maxLength: number, maxSyncsPerPatch: number): void {
  const rng = Rng.fromSeed(seed);
  const root = new Lists();
  const encoder = new Encoder(root);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(Buffer.from(encoder.encodeAll({ offset: 0 })));
  let values: number[] = [];
  for (let patch = 0; patch < 120; patch++) {
    const syncs = 1 + rng.int(maxSyncsPerPatch);
    for (let k = 0; k < syncs; k++) {
      values = Array.from({ length: rng.int(maxLength + 1) }, () => rng.int(30) - 1);
      syncList(root.cards, values);
      syncListOf(root.doubled, values, (v) => 2 * v);
      syncChildren(root.items, values, () => new Item(), (item, v) => item.assign({ card: v, faceUp: v % 2 === 0 }));
    }
    decoder.decode(Buffer.from(encoder.encode({ offset: 0 })));
    encoder.discardChanges();
    const got = decoder.state as unknown as Lists;
    // jest matchers run only on a difference, for their message (they are slow when called per patch).
    const cards = Array.from(got.cards), items = Array.from(got.items).map((i) => i.card), doubled = Array.from(got.doubled).map((v) => v / 2);
    if (!isDeepStrictEqual(cards, values)) expect({ patch, cards }).toEqual({ patch, cards: values });
    if (!isDeepStrictEqual(items, values)) expect({ patch, items }).toEqual({ patch, items: values });
    if (!isDeepStrictEqual(doubled, values)) expect({ patch, doubled }).toEqual({ patch, doubled: values });
  }
}

test.each([
  ["hand-sized lists, up to 4 syncs a patch", 5, 4, 40],
  ["discard-sized lists, up to 3 syncs a patch", 90, 3, 8],
  ["one sync a patch", 6, 1, 20],
])("%s decode to their last value after every patch", (_label, maxLength, syncs, games) => {
  for (let i = 0; i < games; i++) run(`array-patches/${maxLength}/${syncs}/${i}`, maxLength, syncs);
});

test("a joined id list is compared without being built, and kept when it did not change", () => {
  const rng = Rng.fromSeed("same-ids");
  const ids = () => Array.from({ length: rng.int(5) }, () => ["a", "b", "ab", "b1", "12"][rng.int(5)]);
  for (let i = 0; i < 3_000; i++) {
    const [x, y] = [ids(), ids()];
    expect(sameIds(joinIds(x), y)).toBe(joinIds(x) === joinIds(y));
  }
  expect([sameIds("", []), sameIds("a", []), sameIds("a,b", ["a"]), sameIds("ab", ["a", "b"]), sameIds("a,b", ["a", "b"])]).toEqual([true, false, false, false, true]);
  const current = ["x1", "x2"].join(",");
  expect(joinedIds(current, ["x1", "x2"])).toBe(current);
  expect(joinedIds(current, ["x1"])).toBe("x1");
});

test("joined number lists are compared without being built, and rebuilt when they changed", () => {
  const rng = Rng.fromSeed("same-numbers");
  // Values whose texts are prefixes of each other, negatives and zero: where a scan could stop early.
  const numbers = () => Array.from({ length: rng.int(5) }, () => [-1, 0, 1, 10, 12, 121, -12, 305][rng.int(8)]);
  const lists = () => Array.from({ length: rng.int(4) }, numbers);
  for (let i = 0; i < 3_000; i++) {
    const [x, y] = [numbers(), numbers()];
    const wanted = joinNumbers(y);
    const got = joinedNumbers(joinNumbers(x), y);
    if (got !== wanted) expect({ x, y, got }).toEqual({ x, y, got: wanted });
    const [xs, ys] = [lists(), lists()];
    const gotLists = joinedLists(joinLists(xs), ys);
    if (gotLists !== joinLists(ys)) expect({ xs, ys, gotLists }).toEqual({ xs, ys, gotLists: joinLists(ys) });
  }
  expect(joinedNumbers("1,2", [1, 2, 3])).toBe("1,2,3");
  expect(joinedNumbers("1,2,3", [1, 2])).toBe("1,2");
  expect(joinedNumbers("-1", [1])).toBe("1");
  expect(joinedNumbers("", [0.5])).toBe("0.5");
  expect(joinedNumbers("5,7", [{ n: 5 }, { n: 7 }], (v) => v.n)).toBe("5,7");
  expect(joinedLists("1;;2", [[1], [], [2]])).toBe("1;;2");
  expect(joinedLists("1;2", [[1], [], [2]])).toBe("1;;2");
  expect(joinedLists(";", [[]])).toBe("");
});
