import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';

type Props = {
  /** The failed call's error: shown as its translated text (errors.<code>, else the generic one). */
  error: unknown;
  /** Tries the call again (a query's `refetch`). */
  onRetry: () => unknown;
  /** The button's text, from the screen's own translations (`search.retry` …). */
  retryLabel: string;
  /**
   * inline (default): the text and a small button on one line, for a list or a part of a page; block: the text as
   * a paragraph with a full-size button under it, where the error takes the place of the whole section.
   */
  layout?: 'inline' | 'block';
  className?: string;
};

/** A call that failed, said in the member's language, with a button that tries it again (announced: role alert). */
export function ErrorWithRetry({ error, onRetry, retryLabel, layout = 'inline', className }: Props) {
  const { t } = useTranslation();
  if (layout === 'block')
    return (
      <Alert variant="danger" className={className}>
        <p>{errorText(t, error)}</p>
        <Button variant="outline-danger" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  const classes = ['d-flex flex-wrap align-items-center gap-3', className].filter(Boolean).join(' ');
  return (
    <Alert variant="danger" className={classes}>
      <span>{errorText(t, error)}</span>
      <Button variant="outline-danger" size="sm" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
