import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useSendActivationMail } from './activation-mail-api.ts';

/** "Send the e-mail again", with the outcome announced next to it (sent, or rate_limited and the like). */
export function ResendActivation({
  label,
  variant = 'outline-primary',
  size,
}: {
  label?: string;
  variant?: string;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const resend = useSendActivationMail();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button variant={variant} size={size} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {label ?? t('activation.resend.button')}
      </Button>
      <span role="status" className={resend.isError ? 'text-danger' : 'text-success'}>
        {resend.isSuccess && t('activation.resend.sent')}
        {resend.isError && errorText(t, resend.error)}
      </span>
    </div>
  );
}
