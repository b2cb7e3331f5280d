import { type ComponentPropsWithRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The input's own props (also what react-hook-form's `register` spreads), without its type. */
type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value'> & {
  id: string;
  value?: string;
  /** The translated error shown under the field; marks the field invalid. */
  error?: string;
  /** A hint under the field (for example the minimum length). */
  hint?: string;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 3C4.4 3 1.6 5.4.5 8c1.1 2.6 3.9 5 7.5 5s6.4-2.4 7.5-5C14.4 5.4 11.6 3 8 3Zm0 8.5A3.5 3.5 0 1 1 8 4.5a3.5 3.5 0 0 1 0 7Zm0-5.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
      {crossed && <path d="M2 1.3 14.7 14l-.9.9L1.1 2.2z" />}
    </svg>
  );
}

/** A password field with a show/hide button; the error and hint are tied to the field for screen readers. */
export function PasswordInput({ id, error, hint, ...rest }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <>
      <InputGroup hasValidation>
        <Form.Control
          {...rest}
          id={id}
          type={shown ? 'text' : 'password'}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          autoCapitalize="off"
          spellCheck={false}
        />
        <Button
          variant="outline-secondary"
          type="button"
          aria-label={t('account.showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </Button>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </InputGroup>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </>
  );
}
