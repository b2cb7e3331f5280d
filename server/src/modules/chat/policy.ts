import type { ChatMemberRow, ChatProfileRow } from './queries.ts';

export type TargetProblem = 'validation_failed' | 'not_found' | 'blocked_by_member';

/**
 * Whom a member may chat with: a listed profile of the member's own site that is not the member, with no block
 * either way. Unknown, unlisted and other-site profiles look alike: not_found. The chat send's database function
 * (chat_send, server/src/db/functions/chat_send.sql) applies the same rule; server/test/chat/
 * target-rules-parity.test.ts runs both over one table of cases.
 */
export function chatTargetProblem(
  member: Pick<ChatMemberRow, 'id' | 'site_id'>,
  target: ChatProfileRow | undefined,
  profileId: number,
): TargetProblem | undefined {
  if (profileId === member.id) return 'validation_failed';
  if (!target?.listed || target.site_id !== member.site_id) return 'not_found';
  if (target.blocked_either_way) return 'blocked_by_member';
  return undefined;
}

export const TARGET_STATUS: Record<TargetProblem, number> = {
  validation_failed: 400,
  not_found: 404,
  blocked_by_member: 403,
};

/** The text as stored: trimmed; undefined when empty or longer than the site's message_length (SPEC §5). */
export function acceptedText(text: string, messageLength: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || [...trimmed].length > messageLength) return undefined;
  return trimmed;
}

/**
 * The lowest seq a member may not see: messages up to their removal, and for free members everything but the
 * newest FREE_HISTORY_MESSAGES (SPEC §8). `limited`: the free members' limit hides messages.
 */
export function hiddenThrough(
  member: Pick<ChatMemberRow, 'paid_user'>,
  conversation: { last_seq: number; removed_through_seq: number },
  freeHistory: number,
): { floor: number; limited: boolean } {
  const byLimit = member.paid_user ? 0 : Math.max(0, conversation.last_seq - freeHistory);
  return {
    floor: Math.max(byLimit, conversation.removed_through_seq),
    limited: byLimit > conversation.removed_through_seq,
  };
}
