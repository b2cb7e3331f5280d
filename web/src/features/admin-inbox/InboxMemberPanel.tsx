import { useTranslation } from 'react-i18next';
import { useCountryName } from '../location/use-country-options.ts';
import { usePhotoUrl } from '../photos/photo-url.ts';
import type { InboxConversation } from './inbox-api.ts';

/** The member beside the conversation: what helps to answer them well (never their address). */
export function InboxMemberPanel({ member }: { member: InboxConversation['member'] }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-inbox');
  const photoUrl = usePhotoUrl();
  const countryName = useCountryName();
  return (
    <aside aria-labelledby="inbox-member" className="border rounded p-3 bg-body">
      <h2 id="inbox-member" className="h5">
        {ta('adminInbox.member.title', { name: member.name })}
      </h2>
      {member.thumb_filename && (
        <img
          src={photoUrl(member.thumb_filename)}
          alt={ta('adminInbox.member.photo', { name: member.name })}
          width={120}
          height={120}
          className="rounded object-fit-cover mb-2"
        />
      )}
      <dl className="row small mb-0">
        <dt className="col-5">{ta('adminInbox.member.age')}</dt>
        <dd className="col-7">{member.age ?? '–'}</dd>
        <dt className="col-5">{t('profileFields.gender.label')}</dt>
        <dd className="col-7">{t(`profileFields.gender.${member.gender}`)}</dd>
        <dt className="col-5">{t('profileFields.sexuality.label')}</dt>
        <dd className="col-7">{t(`profileFields.sexuality.${member.sexuality}`)}</dd>
        <dt className="col-5">{ta('adminInbox.member.place')}</dt>
        <dd className="col-7">{[member.region, countryName(member.country)].filter(Boolean).join(', ')}</dd>
        <dt className="col-5">{ta('adminInbox.member.premium')}</dt>
        <dd className="col-7">
          {member.paid_user ? ta('adminInbox.member.yes') : ta('adminInbox.member.no')}
        </dd>
        {member.interests.length > 0 && (
          <>
            <dt className="col-5">{t('profileFields.interests.label')}</dt>
            <dd className="col-7">{member.interests.map((key) => t(`interests.${key}`)).join(', ')}</dd>
          </>
        )}
      </dl>
      {member.description && <p className="small mt-2 mb-0 text-break">{member.description}</p>}
    </aside>
  );
}
