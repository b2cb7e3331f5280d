import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import type { MemberDetail } from './members-api.ts';

/** The account and profile facts staff need to judge a member. */
export function MemberProfile({ member }: { member: MemberDetail['member'] }) {
  const { t } = useTranslation('admin-members');
  const { tag } = useLanguage();
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '–';
  const yesNo = (value: boolean) => t(value ? 'adminMembers.yes' : 'adminMembers.no');
  const rows: Array<[string, string]> = [
    [t('adminMembers.fields.id'), String(member.id)],
    [t('adminMembers.columns.email'), member.email ?? '–'],
    [t('adminMembers.fields.role'), member.role],
    [t('adminMembers.fields.language'), member.language],
    [t('adminMembers.fields.signupDate'), date(member.signup_date)],
    [t('adminMembers.fields.confirmedAt'), date(member.confirmed_at)],
    [t('adminMembers.fields.credits'), String(member.credits)],
    [t('adminMembers.fields.directDebitBlocked'), yesNo(member.direct_debit_blocked)],
    [t('adminMembers.fields.fictional'), yesNo(member.fictional)],
    [
      t('adminMembers.fields.restrictedUntil'),
      member.status === 'suspended' ? date(member.restricted_until) : '–',
    ],
  ];
  if (member.profile) {
    rows.push([t('adminMembers.fields.gender'), member.profile.gender]);
    rows.push([
      t('adminMembers.fields.country'),
      [member.profile.country, member.profile.region].filter(Boolean).join(', '),
    ]);
  }
  return (
    <dl className="row small mb-0">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className="col-5">{term}</dt>
          <dd className="col-7 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
