import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMemberTeaser } from './member-teaser-api.ts';
import { TeaserFacts } from './TeaserFacts.tsx';
import { TeaserPhoto } from './TeaserPhoto.tsx';

/**
 * The member a signup on /members/{id}/signup is for, beside a line saying so. Nothing while it loads or when a
 * visitor may not see them: the signup works the same without (the server then does not remember the id).
 */
export function SignupMemberTeaser({ id }: { id: number }) {
  const { t } = useTranslation('member-landing');
  const teaser = useMemberTeaser(id);
  if (!teaser.data) return null;
  const { member } = teaser.data;
  return (
    <Card className="mb-4 border-0 shadow-sm">
      <Card.Body className="d-flex gap-3 align-items-start">
        <div className="flex-shrink-0" style={{ width: '5.5rem' }}>
          <TeaserPhoto member={member} size="thumb" round />
        </div>
        <div className="flex-grow-1 min-w-0">
          <p className="small text-body-secondary mb-1">
            {t('memberLanding.signupFor', { name: member.name })}
          </p>
          <TeaserFacts member={member} />
        </div>
      </Card.Body>
    </Card>
  );
}
