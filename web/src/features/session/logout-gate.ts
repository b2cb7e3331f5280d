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

let ending = 0;

/**
 * Runs a call that ends the session on the server (account deletion). Meanwhile the member's background
 * refreshes skip their turn: the server, having ended the session, would answer them 403.
 */
export async function whileSessionEnds<T>(call: () => Promise<T>): Promise<T> {
  ending += 1;
  try {
    return await call();
  } finally {
    ending -= 1;
  }
}

/** True while a call that ends the session is under way. */
export function sessionEnding(): boolean {
  return ending > 0;
}
