import type { CardId } from "./types";

/** Non-empty subsets, in bitmask order. */
export function subsets(hand: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const sub: CardId[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sub.push(hand[i]);
    out.push(sub);
  }
  return out;
}

/** Ordered choices of k distinct items (k-permutations), in lexicographic index order. */
export function arrangements(items: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const used = new Array<boolean>(items.length).fill(false);
  const rec = (acc: CardId[]) => {
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = 0; i < items.length; i++) if (!used[i]) { used[i] = true; acc.push(items[i]); rec(acc); acc.pop(); used[i] = false; }
  };
  rec([]);
  return out;
}

export function combinations(items: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const rec = (start: number, acc: CardId[]) => {
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) { acc.push(items[i]); rec(i + 1, acc); acc.pop(); }
  };
  rec(0, []);
  return out;
}
