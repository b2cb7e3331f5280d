import type { LanderName, LanderResponse } from '@community/contract';
import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { usePageTitle } from '../settings/use-page-title.ts';
import { useLander } from './lander-api.ts';
import { type LanderCopy, type LanderDefaults, useLanderCopy } from './use-lander-copy.ts';

export type LanderView = { lander: LanderResponse; copy: LanderCopy };

/**
 * The frame of every lander page: reads the optional `:slug` of the route, loads the lander (GET /api/lander.php),
 * sets the title to the headline, and shows a spinner or an error with retry until `children` can draw it.
 * `defaults`: the lander's translated headline and subline from its own namespace (the media landers').
 */
export function LanderScreen({
  name,
  defaults,
  children,
}: {
  name: LanderName;
  defaults?: LanderDefaults;
  children: (view: LanderView) => ReactNode;
}) {
  const { t } = useTranslation('landers');
  const { slug } = useParams();
  const query = useLander(name, slug);
  const copy = useLanderCopy(name, query.data?.variant, defaults);
  usePageTitle(copy.headline);
  if (query.isError)
    return (
      <div className="container py-4">
        <ErrorWithRetry
          error={query.error}
          onRetry={query.refetch}
          retryLabel={t('landers.common.retry')}
          layout="block"
        />
      </div>
    );
  if (!query.data)
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <Spinner animation="border" variant="primary" />
        <span className="visually-hidden">{t('landers.common.loading')}</span>
      </div>
    );
  return <div className={`lander lander-${name}`}>{children({ lander: query.data, copy })}</div>;
}
