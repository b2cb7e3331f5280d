import { Card } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHomePath } from '../session/member-home.ts';
import { FocusHeading } from './FocusHeading.tsx';
import { ResendActivation } from './ResendActivation.tsx';

type Props = {
  email: string;
  headingLevel: 1 | 2 | 3;
  focus?: boolean;
  /** Called when the person goes on (the modal closes). */
  onContinue?: () => void;
};

/** The e-mail confirmation box (SPEC §2): the address, a resend button, a hint about spam, and a way on. */
export function ConfirmEmailBox({ email, headingLevel, focus, onContinue }: Props) {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <FocusHeading level={headingLevel} className="h4" focus={focus}>
          {t('activation.confirm.heading')}
        </FocusHeading>
        <p>
          <Trans i18nKey="activation.confirm.sent" values={{ email }} components={{ strong: <strong /> }} />
        </p>
        <p className="small text-body-secondary">{t('activation.confirm.spam')}</p>
        <ResendActivation />
        <Link to={memberHomePath()} className="btn btn-primary mt-4" onClick={onContinue}>
          {t('activation.confirm.continue')}
        </Link>
      </Card.Body>
    </Card>
  );
}
