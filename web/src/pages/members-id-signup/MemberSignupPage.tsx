import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignupMemberTeaser } from '../../features/member-landing/SignupMemberTeaser.tsx';
import { parseMemberId } from '../members-id/member-id.ts';
import { SignupScreen } from '../signup/SignupPage.tsx';

/**
 * /members/{id}/signup: signup to contact one member, who is shown above the steps (their public teaser); the id
 * travels with the signup, and the server keeps it with the account when a visitor may see that member.
 */
export function MemberSignupPage() {
  const { t } = useTranslation();
  const id = parseMemberId(useParams().id);
  return (
    <SignupScreen
      title={t('signup.page.memberTitle')}
      targetMemberId={id}
      intro={id === undefined ? undefined : <SignupMemberTeaser id={id} />}
    />
  );
}
