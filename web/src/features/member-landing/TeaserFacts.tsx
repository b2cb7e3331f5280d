import type { ProfileTile } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { FictionalNotice } from '../members/FictionalNotice.tsx';
import { usePlaceName } from '../members/use-place-name.ts';

/** What a visitor may know of the member: name and age, region, and the fictional disclosure where it applies. */
export function TeaserFacts({ member, nameAs = 'p' }: { member: ProfileTile; nameAs?: 'p' | 'h2' }) {
  const { t } = useTranslation();
  const place = usePlaceName(member.country, member.region);
  const nameAge =
    member.age === null ? member.name : t('member.nameAge', { name: member.name, age: member.age });
  const Name = nameAs;
  return (
    <>
      <Name className="h4 fw-semibold text-break mb-1">{nameAge}</Name>
      <p className="text-body-secondary mb-3">
        {place.region ? `${place.region}, ${place.country}` : place.country}
      </p>
      {member.fictional && <FictionalNotice />}
    </>
  );
}
