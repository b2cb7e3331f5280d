import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useBlock, useUnblock } from './block-api.ts';

type Props = { profileId: number; name: string; blocked: boolean; onLoginNeeded: () => void };

/**
 * Block (after a confirmation) or unblock the member on their profile page. A blocked member can no longer
 * view this member's profile or reach them; the page says so and offers to undo it.
 */
export function BlockControls({ profileId, name, blocked, onLoginNeeded }: Props) {
  const { t } = useTranslation();
  const loggedIn = useCurrentUser() !== null;
  const block = useBlock();
  const unblock = useUnblock();
  const [confirming, setConfirming] = useState(false);
  const failed = block.error ?? unblock.error;

  const confirm = () =>
    block.mutate(profileId, {
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="mt-4">
      {blocked ? (
        <Alert variant="secondary" className="d-flex flex-wrap align-items-center gap-3">
          <span role="status">{t('blocks.blockedNotice', { name })}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={unblock.isPending}
            onClick={() => {
              block.reset();
              unblock.mutate(profileId);
            }}
          >
            {t('blocks.unblock')}
          </Button>
        </Alert>
      ) : (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => {
            unblock.reset();
            if (loggedIn) setConfirming(true);
            else onLoginNeeded();
          }}
        >
          {t('blocks.block')}
        </Button>
      )}
      {failed && (
        <Alert variant="danger" className="mt-3" role="alert">
          {errorText(t, failed)}
        </Alert>
      )}
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        centered
        aria-labelledby="block-confirm-title"
      >
        <Modal.Header closeButton closeLabel={t('member.close')}>
          <Modal.Title id="block-confirm-title" as="h2" className="h5">
            {t('blocks.confirm.title', { name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{t('blocks.confirm.body', { name })}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            {t('blocks.confirm.cancel')}
          </Button>
          <Button variant="danger" disabled={block.isPending} onClick={confirm}>
            {t('blocks.confirm.submit')}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
