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
  /** What was checked and found, in English (the CLI prints it). */
  detail: string;
  /** The same in Traditional Chinese (the replay viewer shows it in zh-TW). */
  zh: string;
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
    const where = issue.path.join(".") || "(root)";
    checks.push({ name: "record", ok: false, detail: `not a game record: ${where}: ${issue.message}`, zh: `不是有效的對局紀錄：${where}：${issue.message}` });
    return done();
  }
  const record: GameRecord = parsed.data;
  if (!record.seed) {
    checks.push({ name: "record", ok: false, detail: "the seed is not revealed yet (the game is still running)", zh: "種子尚未公開（對局還在進行中）" });
    return done();
  }
  checks.push({ name: "record", ok: true, detail: `${record.actions.length} actions, ${record.seats.length} ${record.seats.length === 1 ? "seat" : "seats"}`, zh: `${record.actions.length} 步、${record.seats.length} 個座位` });

  const engine = Object.prototype.hasOwnProperty.call(engines, record.mode) ? engines[record.mode] : undefined;
  if (!engine) {
    checks.push({ name: "engine", ok: false, detail: `unknown game mode "${record.mode}"`, zh: `不認得的遊戲「${record.mode}」` });
    return done();
  }
  const versionOk = engine.version === record.engineVersion;
  checks.push({
    name: "engine",
    ok: versionOk,
    detail: versionOk ? `${engine.id} v${engine.version}` : `record needs ${engine.id} v${record.engineVersion}, this build has v${engine.version}`,
    // The Chinese line names the game in Chinese: its id is an English word (the language walk caught "slaying v1").
    zh: versionOk ? `${engine.names.zh} 第 ${engine.version} 版` : `紀錄需要${engine.names.zh}第 ${record.engineVersion} 版，這個版本是第 ${engine.version} 版`,
  });
  if (!versionOk) return done();

  const hash = await sha256(record.seed);
  const committed = hash === record.commitment;
  checks.push({
    name: "commitment",
    ok: committed,
    detail: committed ? "SHA-256(seed) matches the commitment published at the start" : `SHA-256(seed) is ${hash}, the published commitment was ${record.commitment}`,
    zh: committed ? "種子的 SHA-256 與開局時公布的承諾相符" : `種子的 SHA-256 是 ${hash}，開局時公布的承諾是 ${record.commitment}`,
  });

  let final: unknown;
  try {
    const replay = replayRecord(engine, { ...record, seed: record.seed });
    final = replay.state;
    checks.push({ name: "replay", ok: true, detail: "every action is legal when replayed from the seed", zh: "從種子重新推演，每一步都合法" });
  } catch (e) {
    const at = replayFailureIndex(engine, record);
    checks.push({
      name: "replay",
      ok: false,
      detail: `action ${at} does not replay: ${isRuleError(e) ? `${e.code}: ${e.en}` : (e as Error).message}`,
      zh: `第 ${at} 步無法重演：${isRuleError(e) ? `${e.code}：${e.zh}` : (e as Error).message}`,
    });
    return done();
  }
  if (record.finalStateHash) {
    const h = stateHash(final);
    const same = h === record.finalStateHash;
    checks.push({
      name: "final_state",
      ok: same,
      detail: same ? `final state hash ${h}` : `replay ends in ${h}, the record says ${record.finalStateHash}`,
      zh: same ? `最終局面雜湊 ${h}` : `重演結束於 ${h}，紀錄上是 ${record.finalStateHash}`,
    });
  }
  const forfeit = (record.result as { forfeit?: { seat?: unknown; reason?: unknown } } | null | undefined)?.forfeit;
  if (forfeit) {
    checks.push(forfeitCheck(engine.result(final), record.result as { winners?: unknown }, forfeit, record.seats.length, record.seats.map((x) => x.name)));
  } else if (record.result !== undefined) {
    const replayed = engine.result(final);
    const { replacedByBot: _r, ...recorded } = (record.result ?? {}) as Record<string, unknown>;
    const same = replayed !== null && canonicalJson(replayed) === canonicalJson(recorded);
    const names = record.seats.map((x) => x.name);
    const gives = JSON.stringify(replayed?.summary ?? null);
    const says = JSON.stringify((recorded as { summary?: unknown }).summary ?? null);
    checks.push({
      name: "result",
      ok: same,
      detail: same ? fillSeatNames(replayed?.summary.en ?? "", names, "en") : `replay gives ${gives}, the record says ${says}`,
      zh: same ? fillSeatNames(replayed?.summary.zh ?? "", names, "zh") : `重演得到 ${gives}，紀錄上是 ${says}`,
    });
  }
  return done();
}

/**
 * A rated game the room ended (a player left or ran out of time, server/src/rooms/ratedGame.ts): the engine had no
 * result yet at the last move, and every other seat won.
 */
function forfeitCheck(replayed: unknown, recorded: { winners?: unknown }, forfeit: { seat?: unknown; reason?: unknown }, seats: number, names: string[]): VerifyCheck {
  const seat = typeof forfeit.seat === "number" ? forfeit.seat : -1;
  const others = Array.from({ length: seats }, (_, s) => s).filter((s) => s !== seat);
  const ok = replayed === null && seat >= 0 && seat < seats && canonicalJson(recorded.winners ?? null) === canonicalJson(others);
  const who = names[seat] ?? `seat ${seat + 1}`;
  const why = forfeit.reason === "time" ? { en: "ran out of time", zh: "超時" } : { en: "left the game", zh: "離開對局" };
  return {
    name: "result",
    ok,
    detail: ok ? `${who} ${why.en} and lost (the game was still running at the last move)` : `the record says ${who} forfeited, but ${replayed !== null ? "the replay had already ended" : "the winners are not the other seats"}`,
    zh: ok ? `${who} ${why.zh}，判負（最後一步時對局仍在進行）` : `紀錄說 ${who} 判負，但${replayed !== null ? "重演時對局已經結束" : "勝方不是其他座位"}`,
  };
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
