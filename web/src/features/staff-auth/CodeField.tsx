import { Form } from 'react-bootstrap';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An authenticator code (digits, the phone's keyboard offers them) or a recovery code (letters and digits). */
  kind: 'authenticator' | 'recovery';
  invalid: boolean;
  errorId: string;
};

/** The one field of the authenticator step: what the app shows, or a recovery code. */
export function CodeField({ id, label, value, onChange, kind, invalid, errorId }: Props) {
  const authenticator = kind === 'authenticator';
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={authenticator ? 'one-time-code' : 'off'}
        inputMode={authenticator ? 'numeric' : 'text'}
        maxLength={authenticator ? 7 : 40}
        spellCheck={false}
        autoCapitalize="off"
        className="font-monospace"
        style={{ maxWidth: authenticator ? '10rem' : '16rem' }}
        isInvalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        required
      />
    </Form.Group>
  );
}
