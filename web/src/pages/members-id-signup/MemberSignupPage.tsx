import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignupScreen } from '../signup/SignupPage.tsx';

/** /members/{id}/signup: signup to contact one member; the id travels with the signup. */
export function MemberSignupPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <SignupScreen
      title={t('signup.page.memberTitle')}
      targetMemberId={Number.isSafeInteger(id) && id > 0 ? id : undefined}
    />
  );
}
