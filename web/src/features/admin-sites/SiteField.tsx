import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/**
 * One setting of the editor: its label with the setting's name in SPEC §3, the control, a hint and the broken
 * rule under it (announced with the control through aria-describedby, which the control sets from `describedBy`).
 */
export function SiteField({
  id,
  label,
  setting,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  setting?: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-sites');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="mb-1">
        {label} {setting ? <code className="small text-body-secondary">{setting}</code> : null}
      </Form.Label>
      {children}
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error)}
        </div>
      ) : null}
    </Form.Group>
  );
}

/** The ids a control is described by: its hint and its error, when shown. */
export function describedBy(id: string, options: { hint?: boolean; error?: string }): string | undefined {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
