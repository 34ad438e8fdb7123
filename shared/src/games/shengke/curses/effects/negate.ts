import type { CurseEffect } from "../effect";

/**
 * 無效發動: answers the curse directly below it in the chain; that curse goes to the discard without effect (its
 * cost stays paid). The chain resolver applies it (see ../chain.ts), so resolve() here only reports success.
 */
export const negate: CurseEffect = {
  fields: [],
  responseOnly: true,
  targets: () => [{}],
  check: () => true,
  resolve: () => true,
};
