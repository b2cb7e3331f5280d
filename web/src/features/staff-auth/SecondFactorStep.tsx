import type { StaffSession } from '@community/contract';
import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Until this session confirms the staff member's authenticator code, the back office stays closed. */
export function SecondFactorStep(_props: { staff: StaffSession }) {
  const { t } = useTranslation();
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <Alert variant="warning">{t('errors.second_factor_required')}</Alert>
    </Container>
  );
}
