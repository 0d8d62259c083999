/** An error and the causes it wraps (drizzle wraps the driver's error in its own). */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, a
 * connection ended under a query, refused, too many connections), as opposed to a fault of the
 * query or the data. Such requests answer 503 with Retry-After: trying again soon will work.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of chain(err)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store (a NUL character: 22021, 22P05). Input is checked for it where it
 * is read; this catches any path that was missed, as the sender's fault rather than the shop's.
 */
export function isUnstorableText(err: unknown): boolean {
  for (const { code } of chain(err)) if (code === '22021' || code === '22P05') return true;
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot
 * connect now) and 53300 (too many connections).
 */
const SQLSTATE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** What `pg` says when a connection ends, times out while connecting, or is used after it ended. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
