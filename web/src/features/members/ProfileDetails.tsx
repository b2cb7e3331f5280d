import { type MemberProfile, PROFILE_CHOICE_FIELDS, type ProfileChoiceField } from '@community/contract';
import { useTranslation } from 'react-i18next';

/** The choice fields in the order the profile editor shows them. */
const CHOICE_FIELDS = [
  'gender',
  'sexuality',
  ...(Object.keys(PROFILE_CHOICE_FIELDS) as ProfileChoiceField[]),
] as const;

/**
 * The profile fields the site shows (the server sends only those): a field left out of the answer, or not
 * filled in by the member, is not shown at all.
 */
export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const choices = CHOICE_FIELDS.flatMap((field) => {
    const value = profile[field];
    return value ? [{ field, value }] : [];
  });
  const interests = profile.interests ?? [];
  return (
    <>
      {profile.description && (
        <section className="mb-4" aria-labelledby="member-about">
          <h2 id="member-about" className="h5">
            {t('member.about', { name: profile.name })}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {profile.description}
          </p>
        </section>
      )}
      {choices.length > 0 && (
        <section className="mb-4" aria-labelledby="member-details">
          <h2 id="member-details" className="h5">
            {t('member.details')}
          </h2>
          <dl className="row mb-0">
            {choices.map(({ field, value }) => (
              <div key={field} className="col-sm-6 d-flex gap-2">
                <dt className="fw-normal text-body-secondary">{t(`profileFields.${field}.label`)}</dt>
                <dd className="mb-1">{t(`profileFields.${field}.${value}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {interests.length > 0 && (
        <section className="mb-4" aria-labelledby="member-interests">
          <h2 id="member-interests" className="h5">
            {t('member.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {interests.map((interest) => (
              <li key={interest} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                {t(`interests.${interest}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
