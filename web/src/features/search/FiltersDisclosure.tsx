import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/**
 * On a phone the filters fold away behind a button, so the results start on the first screen; from the md
 * breakpoint (768 px) up they are always shown and the button is not.
 */
export function FiltersDisclosure({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-md-none mb-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((before) => !before)}
      >
        {t('search.filters.label')}
        <span aria-hidden="true" className="ms-2">
          {open ? '▴' : '▾'}
        </span>
      </Button>
      <div id={id} className={open ? undefined : 'd-none d-md-block'}>
        {children}
      </div>
    </>
  );
}
