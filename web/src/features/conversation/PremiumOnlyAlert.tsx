import { FREE_CONVERSATIONS_MAX, FREE_HISTORY_MESSAGES, isBuiltRoute } from '@community/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * SPEC §6: chat is for premium members ('alleen beschikbaar voor premium leden'), and what a free member may
 * still do. `refused`: a send was just refused for it (403 premium_only). It can be put away for now.
 */
export function PremiumOnlyAlert({ refused = false, onClose }: { refused?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const premium = isBuiltRoute('premium') ? '/premium' : isBuiltRoute('credits') ? '/credits' : null;
  return (
    <Alert
      variant={refused ? 'danger' : 'warning'}
      className="small py-2 mb-2"
      role={refused ? 'alert' : undefined}
      dismissible
      closeLabel={t('conversation.close')}
      onClose={onClose}
    >
      <strong>{t('conversation.premium.only')}</strong>{' '}
      {t('conversation.premium.freeConversations', { count: FREE_CONVERSATIONS_MAX })}{' '}
      {t('conversation.premium.freeHistory', { count: FREE_HISTORY_MESSAGES })}
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
