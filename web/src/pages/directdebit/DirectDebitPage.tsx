import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DirectDebit } from '../../features/directdebit/DirectDebit.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** SPEC §2 /directdebit: pay a package by SEPA direct debit, confirmed with a code sent by SMS. */
export function DirectDebitPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { user, fallback } = useMembersOnly(encodeURIComponent(`${WEB_ROUTES.directdebit}${search}`));
  usePageTitle(t('directDebit.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 640 }}>
      <h1 className="h2 mb-4">{t('directDebit.title')}</h1>
      <DirectDebit />
    </Container>
  );
}
