import type { AdminMemberDetail } from '@community/contract';
import { photoFilename } from '../../platform/photo-names.ts';
import type {
  findMemberLedger,
  findMemberOrders,
  findMemberPhotos,
  findMemberSessions,
  findMemberWarnings,
  StaffMemberRow,
  searchMembers,
} from './queries.ts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentSummary(row: Rows<typeof searchMembers>[number]) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    role: row.role,
    fictional: row.fictional ?? false,
    signup_date: row.signup_date.toISOString(),
  };
}

/** The member page: the staff see the address, the state of the account and its history; never a password hash. */
export function presentDetail(
  member: StaffMemberRow,
  rows: {
    photos: Rows<typeof findMemberPhotos>;
    orders: Rows<typeof findMemberOrders>;
    ledger: Rows<typeof findMemberLedger>;
    sessions: Rows<typeof findMemberSessions>;
    warnings: Rows<typeof findMemberWarnings>;
  },
): AdminMemberDetail {
  return {
    member: {
      ...presentSummary(member),
      language: member.language,
      confirmed_at: iso(member.confirmed_at),
      credits: member.credits,
      paid_user: member.paid_user,
      direct_debit_blocked: member.direct_debit_blocked,
      payment_flag: member.payment_flag,
      invisible: member.invisible,
      restricted_at: iso(member.restricted_at),
      restricted_until: iso(member.restricted_until),
      profile:
        member.gender && member.country && member.profile_status && member.profile_created_at
          ? {
              gender: member.gender,
              country: member.country,
              region: member.region,
              status: member.profile_status,
              created_at: member.profile_created_at.toISOString(),
            }
          : null,
    },
    photos: rows.photos.map((photo) => ({
      id: photo.id,
      thumb_filename: photoFilename(photo, 'thumb'),
      filename: photoFilename(photo, 'full'),
      status: photo.status,
      reject_reason: photo.reject_reason,
      created_at: photo.created_at.toISOString(),
    })),
    orders: rows.orders.map((order) => ({ ...order, created_at: order.created_at.toISOString() })),
    ledger: rows.ledger.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })),
    sessions: rows.sessions.map((session) => ({
      id: session.id,
      created_at: session.created_at.toISOString(),
      last_seen_at: session.last_seen_at.toISOString(),
      expires_at: session.expires_at.toISOString(),
      revoked_at: iso(session.revoked_at),
    })),
    warnings: rows.warnings.map((warning) => ({
      id: warning.id,
      text: warning.text,
      created_at: warning.created_at.toISOString(),
      seen_at: iso(warning.seen_at),
    })),
  };
}
