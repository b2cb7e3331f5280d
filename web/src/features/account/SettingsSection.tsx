import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** One titled block of the settings page. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="mb-4 border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
