/**
 * A store answers either at once (SQLite: synchronous) or later (PostgreSQL: a promise). Callers that can wait simply
 * `await` either; the room's write path uses `after` so that with SQLite everything still happens in the same turn
 * of the event loop, exactly as before the PostgreSQL store existed.
 */
export type Awaitable<T> = T | Promise<T>;

/** `next(value)` at once when `value` is already there, else once it is. */
export function after<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
