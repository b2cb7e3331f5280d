import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * A site's day by day figures from `since` (the first day's start) to `until` (now), days in `zone`. Members are
 * real members: fictional profiles are not counted as signups or activations. A first purchase is a member's
 * first paid order on the site; revenue is every paid order, in minor units per currency.
 */
export async function findDailyCounts(sql: Sql, siteId: number, since: Date, until: Date, zone: string) {
  const { rows } = await raw<{
    day: string;
    signups: number;
    activations: number;
    messages: number;
    first_purchases: number;
  }>`
    WITH days AS (
      SELECT to_char(d, 'YYYY-MM-DD') AS day
      FROM generate_series((${since}::timestamptz AT TIME ZONE ${zone})::date::timestamp,
                           (${until}::timestamptz AT TIME ZONE ${zone})::date::timestamp, interval '1 day') AS d
    ),
    members AS (
      SELECT u.signup_date, u.confirmed_at FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE u.site_id = ${siteId} AND NOT coalesce(p.fictional, false)
    ),
    signups AS (
      SELECT to_char(signup_date AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM members
      WHERE signup_date >= ${since} AND signup_date <= ${until} GROUP BY 1
    ),
    activations AS (
      SELECT to_char(confirmed_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM members
      WHERE confirmed_at >= ${since} AND confirmed_at <= ${until} GROUP BY 1
    ),
    messages AS (
      SELECT to_char(m.created_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE c.site_id = ${siteId} AND m.created_at >= ${since} AND m.created_at <= ${until} GROUP BY 1
    ),
    firsts AS (
      SELECT to_char(first_paid AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM (SELECT min(paid_at) AS first_paid FROM orders
            WHERE site_id = ${siteId} AND paid_at IS NOT NULL GROUP BY user_id) AS first_orders
      WHERE first_paid >= ${since} AND first_paid <= ${until} GROUP BY 1
    )
    SELECT days.day,
      coalesce(signups.n, 0) AS signups, coalesce(activations.n, 0) AS activations,
      coalesce(messages.n, 0) AS messages, coalesce(firsts.n, 0) AS first_purchases
    FROM days
      LEFT JOIN signups USING (day) LEFT JOIN activations USING (day)
      LEFT JOIN messages USING (day) LEFT JOIN firsts USING (day)
    ORDER BY days.day
  `.execute(typed(sql));
  return rows;
}

/** Paid orders by day and currency: how many, their amount and what was refunded or charged back of them. */
export async function findDailyRevenue(sql: Sql, siteId: number, since: Date, until: Date, zone: string) {
  const { rows } = await raw<{
    day: string;
    currency: string;
    orders: number;
    amount: number;
    refunded: number;
  }>`
    SELECT to_char(paid_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, currency,
      count(*)::int AS orders, sum(amount)::int AS amount,
      sum(refunded_amount + charged_back_amount)::int AS refunded
    FROM orders
    WHERE site_id = ${siteId} AND paid_at >= ${since} AND paid_at <= ${until}
    GROUP BY 1, 2 ORDER BY 1, 2
  `.execute(typed(sql));
  return rows;
}

/**
 * Signups and first purchases by the member's traffic network and sub id (users.tracking: network, sub1), in
 * two windows at once: from `today` and from `since`. The largest sources first, at most `limit`.
 */
export async function findTrafficSources(
  sql: Sql,
  siteId: number,
  windows: { since: Date; today: Date; until: Date },
  limit: number,
) {
  const { since, today, until } = windows;
  const { rows } = await raw<{
    network: string | null;
    sub_id: string | null;
    signups_today: number;
    signups: number;
    firsts_today: number;
    firsts: number;
  }>`
    WITH members AS (
      SELECT u.id, u.signup_date, nullif(u.tracking->>'network', '') AS network,
        nullif(u.tracking->>'sub1', '') AS sub_id
      FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE u.site_id = ${siteId} AND NOT coalesce(p.fictional, false)
    ),
    firsts AS (
      SELECT user_id, min(paid_at) AS first_paid FROM orders
      WHERE site_id = ${siteId} AND paid_at IS NOT NULL GROUP BY user_id
      HAVING min(paid_at) >= ${since} AND min(paid_at) <= ${until}
    )
    SELECT network, sub_id,
      count(*) FILTER (WHERE signup_date >= ${today} AND signup_date <= ${until})::int AS signups_today,
      count(*) FILTER (WHERE signup_date >= ${since} AND signup_date <= ${until})::int AS signups,
      count(firsts.user_id) FILTER (WHERE first_paid >= ${today})::int AS firsts_today,
      count(firsts.user_id)::int AS firsts
    FROM members LEFT JOIN firsts ON firsts.user_id = members.id
    WHERE (signup_date >= ${since} AND signup_date <= ${until}) OR firsts.user_id IS NOT NULL
    GROUP BY network, sub_id
    ORDER BY signups DESC, firsts DESC, network NULLS LAST, sub_id NULLS LAST
    LIMIT ${limit}
  `.execute(typed(sql));
  return rows;
}
