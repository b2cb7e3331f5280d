import { Badge } from 'react-bootstrap';
import { unreadBadgeText } from './unread-badge-text.ts';

/**
 * A count of unread messages in the unread colour (the secondary blue, SPEC §9), capped at 99+; `label` is the
 * full count in words for screen readers.
 */
export function UnreadBadge({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <Badge pill bg="secondary" className={className}>
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className="visually-hidden">{label}</span>
    </Badge>
  );
}
