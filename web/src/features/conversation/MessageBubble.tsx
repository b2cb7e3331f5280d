import type { ReactNode } from 'react';

/** One message: own ones on the right in the site colour, theirs on the left; time and state below. */
export function MessageBubble({
  mine,
  failed,
  children,
  footer,
}: {
  mine: boolean;
  failed?: boolean;
  children: ReactNode;
  footer: ReactNode;
}) {
  const colours = failed
    ? 'bg-danger-subtle text-danger-emphasis border border-danger'
    : mine
      ? 'bg-primary text-white'
      : 'bg-body-tertiary text-body';
  return (
    <li className={`d-flex flex-column mb-2 ${mine ? 'align-items-end' : 'align-items-start'}`}>
      <div className={`rounded-3 px-3 py-2 ${colours}`} style={{ maxWidth: 'min(75%, 32rem)' }}>
        {children}
      </div>
      <div className="small text-body-secondary d-flex flex-wrap align-items-center gap-2 mt-1 px-1">
        {footer}
      </div>
    </li>
  );
}
