import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStartSignup } from '../signup/use-start-signup.ts';

/**
 * What a visitor sees on trying something that needs an account (SPEC §6 'Je moet ingelogd zijn...'): log in
 * and come back here, or sign up.
 */
export function LoginPrompt({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const startSignup = useStartSignup();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="login-prompt-title">
      <Modal.Header closeButton closeLabel={t('member.close')}>
        <Modal.Title id="login-prompt-title" as="h2" className="h5">
          {t('member.loginPrompt.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('errors.login_required')}</p>
      </Modal.Body>
      <Modal.Footer>
        {isBuiltRoute('login') && (
          <Link
            to={`${WEB_ROUTES.login}?next=${encodeURIComponent(pathname)}`}
            className="btn btn-outline-primary"
          >
            {t('nav.login')}
          </Link>
        )}
        <Button
          onClick={() => {
            onClose();
            startSignup();
          }}
        >
          {t('signup.cta')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
