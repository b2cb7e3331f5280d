import type { AbuseSignal, Flag, FlagEvidence } from '@community/contract';

type FlagRow = {
  id: number;
  signal: string;
  evidence: unknown;
  created_at: Date;
  message_id: number | null;
  message_body: string | null;
  member_id: number;
  member_name: string;
  member_created_at: Date;
  slowed_until: Date | null;
};

/** A flag as staff see it: the member (no address), what fired, its evidence, and the message when there is one. */
export function presentFlag(row: FlagRow, now: Date): Flag {
  const slowed = row.slowed_until && row.slowed_until > now ? row.slowed_until.toISOString() : null;
  return {
    id: row.id,
    signal: row.signal as AbuseSignal,
    created_at: row.created_at.toISOString(),
    evidence: row.evidence as FlagEvidence,
    member: {
      id: row.member_id,
      name: row.member_name,
      created_at: row.member_created_at.toISOString(),
      slowed_until: slowed,
    },
    message: row.message_id === null ? null : { id: row.message_id, text: row.message_body },
  };
}
