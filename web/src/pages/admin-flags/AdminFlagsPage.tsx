import { useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { FlagCard } from '../../features/admin-flags/FlagCard.tsx';
import { type QueuedFlag, useFlagAction, useFlagsQueue } from '../../features/admin-flags/flags-api.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * /admin/flags: what the spam signals flagged (decision 0057), oldest first: flagged messages, then flagged
 * members. Dismiss a false alarm, or lift the member's slow-down; a ban is the member page's.
 */
export function AdminFlagsPage() {
  const { t, i18n } = useTranslation('admin-flags');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('adminFlags.title'));
  const queue = useFlagsQueue();
  const action = useFlagAction();
  const [announcement, setAnnouncement] = useState('');
  const flags = queue.data?.flags ?? [];
  const messages = flags.filter((flag) => flag.message !== null);
  const members = flags.filter((flag) => flag.message === null);

  const act = (flag: QueuedFlag, kind: 'dismiss' | 'lift') =>
    action.mutate(
      { id: flag.id, action: kind },
      {
        onSuccess: () =>
          setAnnouncement(t(kind === 'dismiss' ? 'adminFlags.dismissed' : 'adminFlags.lifted')),
      },
    );
  const section = (title: string, list: QueuedFlag[]) =>
    list.length > 0 && (
      <section className="mb-4" aria-label={title}>
        <h2 className="h5">{title}</h2>
        <ol className="list-unstyled d-grid gap-3">
          {list.map((flag) => (
            <li key={flag.id}>
              <FlagCard
                flag={flag}
                pending={action.isPending && action.variables?.id === flag.id}
                onDismiss={() => act(flag, 'dismiss')}
                onLift={() => act(flag, 'lift')}
              />
            </li>
          ))}
        </ol>
      </section>
    );

  return (
    <>
      <h1 className="h3">{t('adminFlags.title')}</h1>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {queue.isPending && <Spinner animation="border" role="status" aria-label={t('adminFlags.loading')} />}
      {queue.isError && <Alert variant="danger">{errorText(tCommon, queue.error)}</Alert>}
      {action.isError && <Alert variant="danger">{errorText(tCommon, action.error)}</Alert>}
      {queue.data && (
        <p className="text-body-secondary">
          {t('adminFlags.open', { value: queue.data.open })}
          {queue.data.oldest_at &&
            ` · ${t('adminFlags.oldest', { time: new Date(queue.data.oldest_at).toLocaleString(i18n.language) })}`}
        </p>
      )}
      {queue.isSuccess && flags.length === 0 && <p className="lead">{t('adminFlags.empty')}</p>}
      {section(t('adminFlags.messages'), messages)}
      {section(t('adminFlags.members'), members)}
    </>
  );
}
