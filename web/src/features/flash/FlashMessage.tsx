import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state that asks the next page to confirm something (a translation key), e.g. after a reset. */
export type FlashState = { flash: string };
export const flashState = (key: string): FlashState => ({ flash: key });

function flashOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const flash = (state as Partial<FlashState>).flash;
  return typeof flash === 'string' ? flash : undefined;
}

/** Shows the flash of the current history entry until closed; closing removes it from the entry. */
export function FlashMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const key = flashOf(location.state);
  if (!key) return null;
  return (
    <Container className="pt-3">
      <Alert
        variant="success"
        dismissible
        closeLabel={t('account.close')}
        className="mb-0"
        onClose={() =>
          void navigate(`${location.pathname}${location.search}${location.hash}`, {
            replace: true,
            state: null,
          })
        }
      >
        <span role="status">{t(key)}</span>
      </Alert>
    </Container>
  );
}
