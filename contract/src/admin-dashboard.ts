import { z } from 'zod';

/**
 * The back office's dashboard (issue 23, decision 0059): today and the last 30 days of the request's site,
 * computed from the database. Days are calendar days in DASHBOARD_TIME_ZONE; "the last 30 days" are today and
 * the 29 days before it.
 */
export const DASHBOARD_TIME_ZONE = 'Europe/Amsterdam';
export const DASHBOARD_DAYS = 30;

/** The moderation queues a dashboard can show: each appears once its module hands the dashboard its size. */
export const DASHBOARD_QUEUES = ['photos', 'complaints', 'flags', 'inbox'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

const counts = z.object({
  signups: z.number().int(),
  activations: z.number().int(),
  messages: z.number().int(),
});
/** Money in minor units (cents) per currency: paid orders' amounts, and what was refunded or charged back of them. */
const revenue = z.array(
  z.object({
    currency: z.string(),
    orders: z.number().int(),
    amount: z.number().int(),
    refunded: z.number().int(),
  }),
);
const money = z.object({ first_purchases: z.number().int(), revenue });
const traffic = z.array(
  z.object({
    /** null: members who came without a network (direct, organic). */
    network: z.string().nullable(),
    sub_id: z.string().nullable(),
    signups: z.number().int(),
    first_purchases: z.number().int(),
  }),
);
const inboxFigures = z.object({
  answered: z.number().int(),
  median_answer_seconds: z.number().nullable(),
  p90_answer_seconds: z.number().nullable(),
});

export const dashboardSchema = z.object({
  site: z.object({ id: z.number().int(), domain: z.string() }),
  time_zone: z.string(),
  generated_at: z.string(),
  today: counts,
  last_30_days: counts,
  /** Oldest first, one entry per day of the last 30 (a day without anything has zeros). */
  days: z.array(
    counts.extend({
      date: z.string(),
      /** Administrators only (null for a moderator), as `money`. */
      first_purchases: z.number().int().nullable(),
      revenue: revenue.nullable(),
    }),
  ),
  queues: z.array(
    z.object({ queue: z.enum(DASHBOARD_QUEUES), open: z.number().int(), oldest_at: z.string().nullable() }),
  ),
  /** The fictional-profile inbox: null until the inbox module is wired in. */
  inbox: z
    .object({
      open: z.number().int(),
      oldest_at: z.string().nullable(),
      today: inboxFigures,
      last_30_days: inboxFigures,
    })
    .nullable(),
  /** Administrators only: first purchases and revenue per currency. */
  money: z.object({ today: money, last_30_days: money }).nullable(),
  /** Administrators only: signups and first purchases per traffic network and sub id (tracking sub1). */
  traffic: z.object({ today: traffic, last_30_days: traffic }).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
