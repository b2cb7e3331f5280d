import type { DismissalFlag } from '@community/contract';
import type { ReactNode } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { useDismiss } from './dismissals-api.ts';

type Props = {
  flag: DismissalFlag;
  variant: 'info' | 'warning';
  /** A live region (role status), or a plain notice that is not news on every page. */
  live: boolean;
  text: string;
  /** A link after the text, or */
  link?: { to: string; label: string };
  /** a button of its own before the dismiss button. */
  action?: ReactNode;
  dismissLabel: string;
};

/** A notice above the page with a link or an action and a dismiss button that stores `flag` (SPEC §4 flags). */
export function DismissibleNotice({ flag, variant, live, text, link, action, dismissLabel }: Props) {
  const { t } = useTranslation();
  const dismiss = useDismiss();
  return (
    <Container className="pt-2">
      <Alert
        variant={variant}
        role={live ? 'status' : undefined}
        className="d-flex flex-wrap align-items-center gap-2 mb-0 py-2 small"
      >
        <span className="me-auto">
          {text}
          {link && (
            <>
              {' '}
              <Link to={link.to} className="alert-link">
                {link.label}
              </Link>
            </>
          )}
        </span>
        {action}
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(flag)}
        >
          {dismissLabel}
        </Button>
        {dismiss.isError && (
          <span role="alert" className="w-100 small text-danger">
            {errorText(t, dismiss.error)}
          </span>
        )}
      </Alert>
    </Container>
  );
}
