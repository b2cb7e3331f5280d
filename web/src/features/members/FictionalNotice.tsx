import { Alert } from 'react-bootstrap';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { FictionalBadge } from './FictionalBadge.tsx';

/** On a fictional profile: the site's icon and its warning that physical contact is not possible (SPEC §1). */
export function FictionalNotice() {
  const { fictional_warning } = useCurrentSettings();
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <FictionalBadge />
      <span>{fictional_warning}</span>
    </Alert>
  );
}
