import { chatImageUrl, type GiftKey } from '@community/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftPicture } from './GiftPicture.tsx';

const IMAGE_WIDTH = 200;

/** What a message says: its text (line breaks kept), its photo (opening the full one), or its gift. */
export function MessageContent({
  text,
  image,
  gift,
}: {
  text: string | null;
  image: { thumb_filename: string; filename: string } | null;
  gift: GiftKey | null;
}) {
  const { t } = useTranslation();
  if (image)
    return (
      <a href={chatImageUrl(image.filename)} target="_blank" rel="noopener noreferrer" className="d-block">
        <img
          src={chatImageUrl(image.thumb_filename)}
          alt={t('conversation.image.open')}
          width={IMAGE_WIDTH}
          className="d-block rounded mw-100 h-auto"
          loading="lazy"
        />
      </a>
    );
  if (gift)
    return (
      <span className="d-flex flex-column align-items-center gap-1">
        <GiftPicture gift={gift} size={72} />
        <span>{t('conversation.gift.message', { gift: t(`gifts.${gift}`) })}</span>
      </span>
    );
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
}

/** A photo on its way: shown from the device until the server has it. */
export function PendingImage({ file }: { file: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return <span>{t('conversation.image.pending')}</span>;
  return (
    <img
      src={url}
      alt={t('conversation.image.pending')}
      width={IMAGE_WIDTH}
      className="d-block rounded mw-100 h-auto"
    />
  );
}
