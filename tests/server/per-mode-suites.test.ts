/** Every hosted mode has its fuzz and leak-scan files (one file per mode, so jest runs them in parallel). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { hostedModes } from "../../server/src/modes";

test.each(hostedModes().map((m) => m.id))("%s has a fuzz file and a leak-scan file", (mode) => {
  const missing = [`fuzz-${mode}.test.ts`, `leak-scan-${mode}.test.ts`].filter((f) => !existsSync(join(__dirname, f)));
  expect(missing).toEqual([]);
});
