import type { StoreHealth } from "./contract";
/** Where the store reports what it does on its own (marking a bad row aborted, a suspected data loss). */
export interface StoreLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How long writes must keep working before "recovered" is logged: a storage that flaps is one incident, not many. */
export const RECOVERY_QUIET_MS = 10_000;

/**
 * The storage's failing/recovered log lines, debounced: the first failure of an incident logs an error; a recovery
 * is logged only once writes have worked for `quietMs`, and a failure before then continues the same incident
 * silently. So a lock taken and released every second gives two lines, not dozens.
 */
export class StorageHealthLog {
  private incident: { since: number; recovered: ReturnType<typeof setTimeout> | null } | null = null;

  constructor(private readonly logger: StoreLogger, private readonly quietMs = RECOVERY_QUIET_MS) {}

  failed(operation: string, reason: string): void {
    if (this.incident) {
      if (this.incident.recovered) clearTimeout(this.incident.recovered);
      this.incident.recovered = null;
      return;
    }
    this.incident = { since: Date.now(), recovered: null };
    this.logger.error({ operation, reason }, "game record storage is failing; actions are refused until it recovers");
  }

  recovered(operation: string): void {
    const incident = this.incident;
    if (!incident || incident.recovered) return;
    incident.recovered = setTimeout(() => this.announceRecovery(operation), this.quietMs);
    incident.recovered.unref();
  }

  /** Logs a recovery still waiting for its quiet period now (the store is closing). */
  flush(): void {
    if (this.incident?.recovered) {
      clearTimeout(this.incident.recovered);
      this.announceRecovery("close");
    }
  }

  private announceRecovery(operation: string): void {
    const since = this.incident!.since;
    this.incident = null;
    this.logger.warn({ operation, failingSince: since }, "game record storage recovered");
  }
}

/**
 * A store's write health, for `/healthz`: failing from the first write that failed for a storage reason until a
 * write works again, with the debounced log lines. Shared by the SQLite and PostgreSQL record stores.
 */
export class WriteHealth {
  private state: StoreHealth = { writable: true, since: Date.now() };
  readonly log: StorageHealthLog;

  constructor(logger: StoreLogger, recoveryQuietMs?: number) {
    this.log = new StorageHealthLog(logger, recoveryQuietMs);
  }

  get(): StoreHealth {
    return { ...this.state };
  }

  failed(operation: string, reason: string): void {
    this.log.failed(operation, reason);
    this.state = { writable: false, since: this.state.writable ? Date.now() : this.state.since, operation, reason };
  }

  worked(operation: string): void {
    if (this.state.writable) return;
    this.log.recovered(operation);
    this.state = { writable: true, since: Date.now() };
  }
}
