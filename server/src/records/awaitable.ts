/**
 * A store answers either at once (SQLite) or later (PostgreSQL, and SQLite's appends under group commit: a promise).
 * Callers that can wait simply `await` either; the room's write path uses `after` so that a synchronous answer is
 * taken in the same turn of the event loop.
 */
export type Awaitable<T> = T | Promise<T>;

/** `next(value)` at once when `value` is already there, else once it is. */
export function after<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
