import { Form } from 'react-bootstrap';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The ids a field's aria-describedby lists: its hints and, when shown, its error. */
export const describedBy = (...ids: Array<string | false | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined;

/** An error under a field; its message is a translation key (`errors.<code>`), translated when shown. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error?.message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {t(error.message)}
    </div>
  );
}

/** "Only visible to you" under a field the site does not show to other members. */
export function PrivateFieldHint({ id, hidden }: { id: string; hidden: boolean }) {
  const { t } = useTranslation();
  if (!hidden) return null;
  return (
    <Form.Text id={id} className="d-block">
      {t('profile.details.onlyYou')}
    </Form.Text>
  );
}
