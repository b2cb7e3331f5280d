import { useTranslation } from 'react-i18next';

export type Receipt = 'sending' | 'sent' | 'delivered' | 'read';

function Ticks({ count }: { count: 1 | 2 }) {
  return (
    <svg width="16" height="12" viewBox="0 0 16 12" fill="none" aria-hidden="true" focusable="false">
      <path d="M1 6.5 4.5 10 11 2" stroke="currentColor" strokeWidth="1.6" />
      {count === 2 && <path d="M6.5 9 7.5 10 14 2" stroke="currentColor" strokeWidth="1.6" />}
    </svg>
  );
}

/** Under an own message: on its way, sent, delivered to their device, or read (ticks, named for everyone). */
export function MessageReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const label = t(`conversation.receipt.${receipt}`);
  return (
    <span
      className={`d-inline-flex align-items-center gap-1${receipt === 'read' ? ' text-primary' : ''}`}
      title={label}
    >
      {receipt === 'sent' && <Ticks count={1} />}
      {(receipt === 'delivered' || receipt === 'read') && <Ticks count={2} />}
      <span className={receipt === 'sending' ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
