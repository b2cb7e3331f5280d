import type { MatchProfile } from '@community/contract';
import { useRef } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberChatPath } from '../conversation/member-chat-path.ts';
import { PhotoPlaceholder } from '../members/PhotoPlaceholder.tsx';
import { useMatchPhotoUrl } from './match-photo-url.ts';

type Props = {
  profile: MatchProfile | null;
  kind: 'match' | 'like';
  onClose: () => void;
  /** The photo was pressed (SPEC §2 image-pressed); by default the chat with them opens. */
  onImagePressed?: (id: number) => void;
  /** The button was pressed (SPEC §2 button-pressed, with the profile id); by default the chat opens. */
  onButtonPressed?: (id: number) => void;
};

/**
 * The match modal (SPEC §2): "It's a Match" after a like that the other member returns, "New like!" when a
 * profile liked the member (auto-like). A click anywhere closes it; the photo and the button open the chat
 * with them (/members/{id}/chat).
 */
export function MatchModal({ profile, kind, onClose, onImagePressed, onButtonPressed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const photoUrl = useMatchPhotoUrl();
  // Keeps the content while the modal fades out after `profile` went back to null.
  const last = useRef<MatchProfile | null>(null);
  if (profile) last.current = profile;
  const shown = profile ?? last.current;
  const openChat = (id: number) => navigate(memberChatPath(id));
  const title = kind === 'match' ? t('likes.modal.matchTitle') : t('likes.modal.likeTitle');

  return (
    <Modal
      show={profile !== null}
      onHide={onClose}
      onClick={onClose}
      centered
      aria-labelledby="match-modal-title"
    >
      {shown && (
        <Modal.Body className="text-center p-4">
          <Modal.Title id="match-modal-title" as="h2" className="h3 text-primary mb-3">
            {title}
          </Modal.Title>
          <button
            type="button"
            className="btn p-0 border-0 rounded-circle overflow-hidden d-inline-block mb-3"
            style={{ width: 160 }}
            aria-label={t('conversation.match.openChat', { name: shown.name })}
            onClick={() => (onImagePressed ?? openChat)(shown.id)}
          >
            {shown.main_image ? (
              <div className="ratio ratio-1x1">
                <img src={photoUrl(shown.main_image.match)} alt="" className="object-fit-cover" />
              </div>
            ) : (
              <PhotoPlaceholder />
            )}
          </button>
          <p className="mb-4">
            {kind === 'match'
              ? t('likes.modal.matchText', { name: shown.name })
              : t('likes.modal.likeText', { name: shown.name })}
          </p>
          <Button size="lg" className="w-100" onClick={() => (onButtonPressed ?? openChat)(shown.id)}>
            {t('conversation.match.sendMessage', { name: shown.name })}
          </Button>
          <p className="small text-body-secondary mt-3 mb-0">{t('likes.modal.closeHint')}</p>
        </Modal.Body>
      )}
    </Modal>
  );
}
