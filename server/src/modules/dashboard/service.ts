import { DASHBOARD_TIME_ZONE, type Dashboard, type StaffRole } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { dashboardPeriod } from './period.ts';
import { findDailyCounts, findDailyRevenue, findTrafficSources } from './queries.ts';
import type { DashboardSources } from './sources.ts';

type DashboardDeps = Pick<AppDeps, 'db' | 'clock'> & { sources: DashboardSources };
type Revenue = NonNullable<Dashboard['days'][number]['revenue']>;
/** The traffic table's length: the largest sources. */
const TRAFFIC_ROWS = 100;

/** Sums revenue lines per currency. */
function sumRevenue(lines: readonly Revenue[number][]): Revenue {
  const byCurrency = new Map<string, Revenue[number]>();
  for (const line of lines) {
    const sum = byCurrency.get(line.currency) ?? {
      currency: line.currency,
      orders: 0,
      amount: 0,
      refunded: 0,
    };
    sum.orders += line.orders;
    sum.amount += line.amount;
    sum.refunded += line.refunded;
    byCurrency.set(line.currency, sum);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The dashboard of a site for a staff member: every figure computed from the database now. Moderators get the
 * queues, the inbox and the member counts; money and traffic figures only administrators (null otherwise).
 */
export async function dashboardFor(
  deps: DashboardDeps,
  site: { id: number; domain: string },
  role: StaffRole,
): Promise<Dashboard> {
  const sql = deps.db.$client;
  const now = deps.clock();
  const zone = DASHBOARD_TIME_ZONE;
  const { today, since } = dashboardPeriod(now, zone);
  const administrator = role === 'administrator';
  const [daily, revenue, traffic, queues, inboxToday, inboxMonth] = await Promise.all([
    findDailyCounts(sql, site.id, since, now, zone),
    administrator ? findDailyRevenue(sql, site.id, since, now, zone) : [],
    administrator ? findTrafficSources(sql, site.id, { since, today, until: now }, TRAFFIC_ROWS) : [],
    Promise.all(
      deps.sources.queues.map(async (source) => ({ source, size: await source.size(sql, site.id) })),
    ),
    deps.sources.inbox?.(sql, site.id, today),
    deps.sources.inbox?.(sql, site.id, since),
  ]);

  const days = daily.map((day) => ({
    date: day.day,
    signups: day.signups,
    activations: day.activations,
    messages: day.messages,
    first_purchases: administrator ? day.first_purchases : null,
    revenue: administrator ? sumRevenue(revenue.filter((line) => line.day === day.day)) : null,
  }));
  const totals = (from: typeof days) => ({
    signups: from.reduce((sum, day) => sum + day.signups, 0),
    activations: from.reduce((sum, day) => sum + day.activations, 0),
    messages: from.reduce((sum, day) => sum + day.messages, 0),
  });
  const money = (from: typeof days) => ({
    first_purchases: from.reduce((sum, day) => sum + (day.first_purchases ?? 0), 0),
    revenue: sumRevenue(from.flatMap((day) => day.revenue ?? [])),
  });
  const lastDay = days.slice(-1);
  const inboxFigures = (figures: NonNullable<typeof inboxToday>) => ({
    answered: figures.answered,
    median_answer_seconds: figures.median_answer_seconds,
    p90_answer_seconds: figures.p90_answer_seconds,
  });

  return {
    site: { id: site.id, domain: site.domain },
    time_zone: zone,
    generated_at: now.toISOString(),
    today: totals(lastDay),
    last_30_days: totals(days),
    days,
    queues: queues.map(({ source, size }) => ({
      queue: source.queue,
      open: size.open,
      oldest_at: iso(size.oldest_at),
    })),
    inbox:
      inboxToday && inboxMonth
        ? {
            open: inboxToday.open,
            oldest_at: iso(inboxToday.oldest_at),
            today: inboxFigures(inboxToday),
            last_30_days: inboxFigures(inboxMonth),
          }
        : null,
    money: administrator ? { today: money(lastDay), last_30_days: money(days) } : null,
    traffic: administrator
      ? {
          today: traffic
            .filter((row) => row.signups_today > 0 || row.firsts_today > 0)
            .map((row) => ({
              network: row.network,
              sub_id: row.sub_id,
              signups: row.signups_today,
              first_purchases: row.firsts_today,
            })),
          last_30_days: traffic.map((row) => ({
            network: row.network,
            sub_id: row.sub_id,
            signups: row.signups,
            first_purchases: row.firsts,
          })),
        }
      : null,
  };
}
