import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The message and the status code; a 404 offers the way home (SPEC §2). */
export function ErrorView({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation();
  return (
    <Container className="py-5 text-center" style={{ maxWidth: 640 }}>
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        {status}
      </p>
      <h1 className="h3">{message}</h1>
      <p className="text-body-secondary">{t('error.status', { status })}</p>
      {status === 404 && (
        <Link to="/" className="btn btn-primary">
          {t('error.backHome')}
        </Link>
      )}
    </Container>
  );
}
