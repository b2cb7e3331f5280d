import { Badge } from 'react-bootstrap';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/** The site's fictional-profile icon (SPEC §1, settings.fictional_icon), with its text for everyone. */
export function FictionalBadge({ className }: { className?: string }) {
  const { fictional_icon } = useCurrentSettings();
  return (
    <Badge bg="warning" text="dark" className={className}>
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.9 3.5h1.8L8.6 9.5H7.4L7.1 4.5ZM8 10.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
      </svg>{' '}
      {fictional_icon}
    </Badge>
  );
}
