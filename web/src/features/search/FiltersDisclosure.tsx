import { type ReactNode, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isSmartphone, onSmartphoneChange } from '../signup/smartphone.ts';

/**
 * On a phone the filters fold away behind a button, so the results start on the first screen; from the md
 * breakpoint (768 px) up they are always shown and the button is not. Folded, the filters are not rendered at all:
 * their form (react-hook-form and the contract's schemas) loads when first opened, not in the first view (0069).
 */
export function FiltersDisclosure({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const phone = useSyncExternalStore(onSmartphoneChange, isSmartphone);
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
        {(open || !phone) && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </>
  );
}
