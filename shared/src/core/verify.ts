import type { AnyEngine } from "./engine";
import { stateHash, canonicalJson } from "./hash";
import { GameRecordSchema, type GameRecord } from "./record";
import { replayRecord } from "./replay";
import { isRuleError } from "./errors";
import { fillSeatNames } from "./text";

/** SHA-256 in hex; Node's crypto on the server and in scripts, SubtleCrypto in the browser. */
export type Sha256 = (text: string) => Promise<string>;

export interface VerifyCheck {
  name: "record" | "engine" | "commitment" | "replay" | "final_state" | "result";
  ok: boolean;
  detail: string;
}

export interface VerifyReport {
  ok: boolean;
  checks: VerifyCheck[];
}

/**
 * Provably fair: the seed's SHA-256 was published when the game started; now that the seed is revealed, replaying
 * (options, seed, actions) through the engine re-derives every die roll and shuffle and must reach the recorded
 * final state and result. Any altered seed, action or result makes one of the checks fail.
 */
export async function verifyRecord(raw: unknown, engines: Record<string, AnyEngine>, sha256: Sha256): Promise<VerifyReport> {
  const checks: VerifyCheck[] = [];
  const done = () => ({ ok: checks.every((c) => c.ok), checks });
  const parsed = GameRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    checks.push({ name: "record", ok: false, detail: `not a game record: ${issue.path.join(".") || "(root)"}: ${issue.message}` });
    return done();
  }
  const record: GameRecord = parsed.data;
  if (!record.seed) {
    checks.push({ name: "record", ok: false, detail: "the seed is not revealed yet (the game is still running)" });
    return done();
  }
  checks.push({ name: "record", ok: true, detail: `${record.actions.length} actions, ${record.seats.length} seats` });

  const engine = Object.prototype.hasOwnProperty.call(engines, record.mode) ? engines[record.mode] : undefined;
  if (!engine) {
    checks.push({ name: "engine", ok: false, detail: `unknown game mode "${record.mode}"` });
    return done();
  }
  const versionOk = engine.version === record.engineVersion;
  checks.push({ name: "engine", ok: versionOk, detail: versionOk ? `${engine.id} v${engine.version}` : `record needs ${engine.id} v${record.engineVersion}, this build has v${engine.version}` });
  if (!versionOk) return done();

  const hash = await sha256(record.seed);
  checks.push({ name: "commitment", ok: hash === record.commitment, detail: hash === record.commitment ? "SHA-256(seed) matches the commitment published at the start" : `SHA-256(seed) is ${hash}, the published commitment was ${record.commitment}` });

  let final: unknown;
  try {
    const replay = replayRecord(engine, { ...record, seed: record.seed });
    final = replay.state;
    checks.push({ name: "replay", ok: true, detail: `every action is legal when replayed from the seed` });
  } catch (e) {
    const at = replayFailureIndex(engine, record);
    checks.push({ name: "replay", ok: false, detail: `action ${at} does not replay: ${isRuleError(e) ? `${e.code}: ${e.en}` : (e as Error).message}` });
    return done();
  }
  if (record.finalStateHash) {
    const h = stateHash(final);
    checks.push({ name: "final_state", ok: h === record.finalStateHash, detail: h === record.finalStateHash ? `final state hash ${h}` : `replay ends in ${h}, the record says ${record.finalStateHash}` });
  }
  if (record.result !== undefined) {
    const replayed = engine.result(final);
    const { replacedByBot: _r, ...recorded } = (record.result ?? {}) as Record<string, unknown>;
    const same = replayed !== null && canonicalJson(replayed) === canonicalJson(recorded);
    checks.push({ name: "result", ok: same, detail: same ? fillSeatNames(replayed?.summary.en ?? "", record.seats.map((x) => x.name), "en") : `replay gives ${JSON.stringify(replayed?.summary ?? null)}, the record says ${JSON.stringify((recorded as { summary?: unknown }).summary ?? null)}` });
  }
  return done();
}

function replayFailureIndex(engine: AnyEngine, record: GameRecord): number {
  let state = engine.setup(engine.optionsSchema.parse(record.options), record.seed!, record.seats.length);
  for (let i = 0; i < record.actions.length; i++) {
    try {
      state = engine.apply(state, record.actions[i].seat, engine.actionSchema.parse(record.actions[i].action)).state;
    } catch {
      return i;
    }
  }
  return record.actions.length;
}
