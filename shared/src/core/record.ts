import { z } from "zod";

/** One accepted action, in order. `t` is server wall-clock time (ms) and plays no part in the rules. */
export const RecordedActionSchema = z.object({
  seq: z.number().int().min(0),
  seat: z.number().int().min(0),
  action: z.unknown(),
  t: z.number().int().min(0).optional(),
  /** Who chose it: the player, a bot seat, the clock (a turn or window ran out), a bot for a seat whose player left
   * or keeps timing out (abandoned, away), or the player's own auto-pass preference (auto). */
  by: z.enum(["player", "bot", "timeout", "abandoned", "away", "auto"]).optional(),
});
export type RecordedAction = z.infer<typeof RecordedActionSchema>;

export const SeatRecordSchema = z.object({
  name: z.string(),
  bot: z.boolean(),
  /** A human seat that a bot finished after its player never came back. */
  replacedByBot: z.boolean().optional(),
});

/** Options + seed + ordered actions replays to the identical state: the whole of a game. */
export const GameRecordSchema = z.object({
  id: z.string().min(1),
  mode: z.string().min(1),
  engineVersion: z.string(),
  options: z.unknown(),
  seats: z.array(SeatRecordSchema).min(1),
  /** SHA-256 (hex) of the seed, published when the game starts. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  /** Revealed once the game is over; absent from views of a running game. */
  seed: z.string().optional(),
  actions: z.array(RecordedActionSchema),
  result: z.unknown().optional(),
  createdAt: z.number().int().optional(),
  finishedAt: z.number().int().optional(),
  finalStateHash: z.string().optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;
