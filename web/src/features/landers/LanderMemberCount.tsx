import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';

/** "More than 1,200 members" (the answer's member_count, rounded down to a hundred); nothing below a hundred. */
export function LanderMemberCount({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('landers');
  const { tag } = useLanguage();
  if (count < 100) return null;
  return (
    <p className={className}>{t('landers.common.memberCount', { number: count.toLocaleString(tag) })}</p>
  );
}
