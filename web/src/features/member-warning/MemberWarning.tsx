import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useAcknowledgeWarning, useUnseenWarning } from './warning-api.ts';

/**
 * A warning from staff (decision 0056), shown once at the member's next visit in a translated frame around the
 * staff's own words, until the member acknowledges it.
 */
export function MemberWarning() {
  const { t } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  const warning = useUnseenWarning(signedIn).data;
  const acknowledge = useAcknowledgeWarning();
  if (!signedIn || !warning) return null;
  const close = () => acknowledge.mutate(warning.id);
  return (
    <Modal show onHide={close} backdrop="static" keyboard={false} aria-labelledby="member-warning-title">
      <Modal.Header>
        <Modal.Title id="member-warning-title" as="h2" className="h5">
          {t('memberWarning.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('memberWarning.intro')}</p>
        <blockquote className="border-start border-3 ps-3 text-break" style={{ whiteSpace: 'pre-line' }}>
          {warning.text}
        </blockquote>
        <p className="mb-0 small text-body-secondary">{t('memberWarning.rules')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={close} disabled={acknowledge.isPending}>
          {t('memberWarning.acknowledge')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
