import {
  FREE_CONVERSATIONS_MAX,
  FREE_HISTORY_MESSAGES,
  FREE_MESSAGES_DEFAULT,
  isBuiltRoute,
  PREMIUM_ONLY_LIMITS,
  type PremiumOnlyLimit,
} from '@community/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';

/** A send refused with 403 premium_only, and which free limit it reached (migration 0015), when the server says. */
export type PremiumRefusal = { limit?: PremiumOnlyLimit; max?: number };

/**
 * SPEC §6: chat is for premium members ('alleen beschikbaar voor premium leden'), and what a free member may
 * still do. With `refusal` (a send was just refused for it) it says instead which limit was reached, in one
 * compact line: it takes the place of the general notice, never stands beside it. It can be put away for now.
 */
export function PremiumOnlyAlert({ refusal, onClose }: { refusal?: PremiumRefusal; onClose: () => void }) {
  const { t } = useTranslation();
  const premium = isBuiltRoute('premium') ? '/premium' : isBuiltRoute('credits') ? '/credits' : null;
  return (
    <Alert
      variant="warning"
      className="small py-2 mb-2"
      role={refusal ? 'alert' : undefined}
      dismissible
      closeLabel={t('conversation.close')}
      onClose={onClose}
    >
      {refusal ? (
        <RefusalReason refusal={refusal} />
      ) : (
        <>
          <strong>{t('conversation.premium.only')}</strong>{' '}
          {t('conversation.premium.freeConversations', { count: FREE_CONVERSATIONS_MAX })}{' '}
          {t('conversation.premium.freeHistory', { count: FREE_HISTORY_MESSAGES })}
        </>
      )}
      {premium && (
        <>
          {' '}
          <Link to={premium} className="alert-link">
            {t('conversation.premium.get')}
          </Link>
        </>
      )}
    </Alert>
  );
}

function RefusalReason({ refusal }: { refusal: PremiumRefusal }) {
  const { t } = useTranslation();
  if (refusal.limit === 'conversations')
    return t('conversation.premium.conversationsLimit', { count: FREE_CONVERSATIONS_MAX });
  if (refusal.limit === 'messages')
    return t('conversation.premium.messagesLimit', { count: refusal.max ?? FREE_MESSAGES_DEFAULT });
  return t('conversation.premium.only');
}

/** The refusal in a send's error, when it is premium_only. */
export function premiumRefusalOf(error: unknown): PremiumRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'premium_only') return null;
  const { limit, max } = error.params;
  return {
    limit: PREMIUM_ONLY_LIMITS.find((each) => each === limit),
    max: typeof max === 'number' ? max : undefined,
  };
}
