import type { ChatEntry } from '@community/contract';
import type { TFunction } from 'i18next';

/** The last message in one line: its text, "Foto" or "Cadeau: Roos", after "Jij: " when the member sent it. */
export function chatPreview(t: TFunction, last: ChatEntry['last_message']): string {
  if (!last) return t('chats.preview.none');
  const content =
    last.kind === 'image'
      ? t('chats.preview.photo')
      : last.kind === 'gift'
        ? t('chats.preview.gift', { gift: last.gift ? t(`gifts.${last.gift}`) : '' })
        : (last.text ?? '');
  return last.mine ? t('chats.preview.mine', { preview: content }) : content;
}
