import type { GiftKey } from '@community/contract';

/** The picture of a gift from the catalogue (web/public/gifts). */
export function GiftPicture({ gift, size }: { gift: GiftKey; size: number }) {
  return <img src={`/gifts/${gift}.svg`} alt="" width={size} height={size} className="d-block" />;
}
