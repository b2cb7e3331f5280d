import { Alert } from 'react-bootstrap';

/** A form-wide error (one that belongs to no single field), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}
