import { checkSelection } from "./properties";

/** I4 (select() is pure and total) and I5 (its choice is maximal) over random hands of 0–5 cards, every table, with and without the 英雄 rows. */
test("20,000 random hands", () => {
  expect(checkSelection(20_000, "selection")).toBe(20_000);
});
