import { DASHBOARD_TIME_ZONE, TRAFFIC_REPORT_MAX_DAYS, type TrafficReport } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import { AppError } from '../../platform/errors.ts';
import type { Sql } from '../../platform/sql.ts';

/** The largest sources first; the report is for reading, not an export. */
const REPORT_ROWS = 500;

/**
 * Signups, activations and first purchases of a site per network and sub id (tracking network and sub1), each
 * counted on the day it happened, from `from` to `to` (calendar days in DASHBOARD_TIME_ZONE, both included).
 * Fictional profiles are not members here. `withMoney`: first purchases are an administrator's figure.
 */
export async function trafficReport(
  sql: Sql,
  siteId: number,
  period: { from: string; to: string },
  withMoney: boolean,
): Promise<TrafficReport> {
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= TRAFFIC_REPORT_MAX_DAYS)) throw new AppError('validation_failed', 400);
  const zone = DASHBOARD_TIME_ZONE;
  const { rows } = await raw<{
    network: string | null;
    sub_id: string | null;
    signups: number;
    activations: number;
    first_purchases: number;
  }>`
    WITH bounds AS (
      SELECT (${period.from}::date::timestamp AT TIME ZONE ${zone}) AS since,
             ((${period.to}::date + 1)::timestamp AT TIME ZONE ${zone}) AS until
    ),
    members AS (
      SELECT u.id, u.signup_date, u.confirmed_at, nullif(u.tracking->>'network', '') AS network,
        nullif(u.tracking->>'sub1', '') AS sub_id
      FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE u.site_id = ${siteId} AND NOT coalesce(p.fictional, false)
    ),
    firsts AS (
      SELECT user_id, min(paid_at) AS first_paid FROM orders
      WHERE site_id = ${siteId} AND paid_at IS NOT NULL GROUP BY user_id
    )
    SELECT network, sub_id,
      count(*) FILTER (WHERE signup_date >= since AND signup_date < until)::int AS signups,
      count(*) FILTER (WHERE confirmed_at >= since AND confirmed_at < until)::int AS activations,
      count(*) FILTER (WHERE first_paid >= since AND first_paid < until)::int AS first_purchases
    FROM members CROSS JOIN bounds LEFT JOIN firsts ON firsts.user_id = members.id
    WHERE (signup_date >= since AND signup_date < until) OR (confirmed_at >= since AND confirmed_at < until)
      OR (first_paid >= since AND first_paid < until)
    GROUP BY network, sub_id
    ORDER BY signups DESC, activations DESC, network NULLS LAST, sub_id NULLS LAST
    LIMIT ${REPORT_ROWS}
  `.execute(typed(sql));
  return {
    ...period,
    time_zone: zone,
    rows: rows.map((row) => ({ ...row, first_purchases: withMoney ? row.first_purchases : null })),
  };
}
