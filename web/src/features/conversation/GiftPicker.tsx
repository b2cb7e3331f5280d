import { GIFT_KEYS, type GiftKey } from '@community/contract';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { GiftPicture } from './GiftPicture.tsx';

/** The gift catalogue (SPEC §2 gift): each gift's picture and name, and what one costs. */
export function GiftPicker({
  show,
  name,
  credits,
  onPick,
  onClose,
}: {
  show: boolean;
  name: string;
  credits: number;
  onPick: (gift: GiftKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="gift-picker-title">
      <Modal.Header closeButton closeLabel={t('conversation.close')}>
        <Modal.Title id="gift-picker-title" as="h2" className="h5">
          {t('conversation.gifts.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('conversation.gifts.cost', { count: credits })}</p>
        <ul className="list-unstyled row row-cols-2 row-cols-sm-3 g-2 mb-0">
          {GIFT_KEYS.map((gift) => (
            <li key={gift} className="col">
              <button
                type="button"
                className="btn btn-outline-secondary w-100 h-100 d-flex flex-column align-items-center gap-2 py-3"
                onClick={() => onPick(gift)}
              >
                <GiftPicture gift={gift} size={56} />
                <span>{t(`gifts.${gift}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
