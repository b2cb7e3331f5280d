/**
 * A logout in flight answers with a cookie that clears the session, so a session started before that answer
 * arrives (a quick login right after logging out) would be cleared with it. Calls that start a session wait.
 */
let pending: Promise<unknown> = Promise.resolve();

export function trackLogout(call: Promise<unknown>): void {
  pending = call.catch(() => undefined);
}

/** Resolves once no logout is in flight (at once, usually). */
export function logoutSettled(): Promise<unknown> {
  return pending;
}
