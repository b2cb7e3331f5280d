import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { PasswordInput } from './PasswordInput.tsx';

/** A labelled password field (show/hide, error and hint) as every account form uses it. */
export function PasswordField({ label, ...input }: ComponentProps<typeof PasswordInput> & { label: string }) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={input.id}>{label}</Form.Label>
      <PasswordInput {...input} />
    </Form.Group>
  );
}
