import {
  ageOn,
  type BodyType,
  type EyeColor,
  type Gender,
  type HairColor,
  INTEREST_KEYS,
  type InterestKey,
  type Language,
  type RelationshipStatus,
  type Sexuality,
  type SignupReason,
} from '@community/contract';
import { countryWeight, regionLanguages } from './countries.ts';
import { DEMO_LANGUAGES, type HobbyInterest } from './languages/index.ts';
import { POOL_SIZE_PER_GENDER, photoPoolKey } from './photo-pool-keys.ts';
import type { Area } from './places.ts';
import { createRandom, type Random, seedOf, weightedPicker } from './prng.ts';

type DemoPhoto = { fileKey: string; private: boolean };

export type DemoProfile = {
  index: number;
  email: string;
  language: Language;
  dateOfBirth: string;
  signupDate: Date;
  confirmedAt: Date;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  region: string | null;
  place: string | null;
  lat: number | null;
  lon: number | null;
  hairColor: HairColor;
  bodyType: BodyType;
  eyeColor: EyeColor;
  relationshipStatus: RelationshipStatus;
  reason: SignupReason;
  interests: InterestKey[];
  description: string | null;
  fictional: boolean;
  /** The first is the main photo (never private); empty for a member without photos. */
  photos: DemoPhoto[];
};

/** What the generator needs to know of the site, prepared once per run. */
export type DemoSite = { countries: readonly string[]; areas: ReadonlyMap<string, readonly Area[]> };

/** Shares of the community; the decision record (0012) lists them. */
const FICTIONAL_SHARE = 0.15;
const WITHOUT_PHOTO_SHARE = 0.1;
const EXTRA_PHOTOS_SHARE = 0.3;
const PRIVATE_EXTRA_SHARE = 0.35;
const WITHOUT_DESCRIPTION_SHARE = 0.05;

const picker = <K extends string>(weights: Partial<Record<K, number>>) =>
  weightedPicker(Object.entries(weights) as Array<[K, number]>);

const sexualityOf = picker({ hetero: 84, bi: 8, same: 8 });
// Ages 18–75, most members between 25 and 54.
const ageBand = weightedPicker<[number, number]>([
  [[18, 24], 14],
  [[25, 34], 26],
  [[35, 44], 22],
  [[45, 54], 19],
  [[55, 64], 13],
  [[65, 75], 6],
]);
const hairOf: Record<Gender, (random: Random) => HairColor> = {
  female: picker<HairColor>({ blond: 28, brown: 38, black: 16, red: 7, grey: 6, other: 5 }),
  male: picker<HairColor>({ blond: 20, brown: 38, black: 18, red: 4, grey: 10, bald: 8, other: 2 }),
};
const bodyOf: Record<Gender, (random: Random) => BodyType> = {
  female: picker<BodyType>({ slim: 25, athletic: 15, average: 35, curvy: 20, full_figured: 5 }),
  male: picker<BodyType>({ slim: 15, athletic: 25, average: 40, muscular: 12, full_figured: 8 }),
};
const eyesOf = picker<EyeColor>({ blue: 30, green: 12, brown: 40, grey: 8, hazel: 10 });
const statusOf = picker<RelationshipStatus>({
  single: 62,
  divorced: 14,
  separated: 6,
  widowed: 3,
  in_relationship: 6,
  married: 4,
  complicated: 5,
});
const reasonOf = picker<SignupReason>({
  relationship: 35,
  friendship: 12,
  flirting: 18,
  adventure: 12,
  chatting: 13,
  casual: 10,
});
const HOBBIES = INTEREST_KEYS.filter(
  (key): key is HobbyInterest & InterestKey =>
    !['relationship', 'friendship', 'flirting', 'dating'].includes(key),
);
const DAY_MS = 86_400_000;
const POOL_NUMBERS = [...Array(POOL_SIZE_PER_GENDER).keys()];

const demoEmail = (seed: number, index: number) => `demo-${seed}-${index}@demo.invalid`;

/** Pickers built from the site's countries and regions, shared by every profile of a run. */
export function prepareSite(site: DemoSite) {
  const countryOf = weightedPicker(
    site.countries.map((country) => [country, countryWeight(country)] as const),
  );
  const areaOf = new Map(
    site.countries.map((country) => {
      const areas = site.areas.get(country) ?? [{ region: null, places: [] }];
      // A region's number of places stands in for its population. Cities that are a region of their own
      // (Brussels, Berlin, Vienna) have few places, so every region also gets half the country's average.
      const base = Math.max(1, areas.reduce((sum, area) => sum + area.places.length, 0) / areas.length / 2);
      return [country, weightedPicker(areas.map((area) => [area, base + area.places.length] as const))];
    }),
  );
  const languagePickers = new Map<string, (random: Random) => Language>();
  const languageOf = (country: string, region: string | null) => {
    const key = `${country}:${region}`;
    let pick = languagePickers.get(key);
    if (!pick) {
      pick = picker<Language>(regionLanguages(country, region));
      languagePickers.set(key, pick);
    }
    return pick;
  };
  return { countryOf, areaOf, languageOf };
}
export type PreparedSite = ReturnType<typeof prepareSite>;

function dateOfBirth(random: Random, age: number, today: Date): string {
  const lastBirthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  // Some day in the year before the birthday this age was reached: the age is `age` today.
  for (let daysBack = random.int(0, 360); ; daysBack++) {
    const iso = new Date(lastBirthday - daysBack * DAY_MS).toISOString().slice(0, 10);
    if (ageOn(iso, today) === age) return iso;
  }
}

function displayName(random: Random, first: string, dateOfBirth: string): string {
  if (random.chance(0.75)) return first;
  return `${first}${dateOfBirth.slice(2, 4)}`;
}

function describe(
  random: Random,
  language: Language,
  gender: Gender,
  reason: SignupReason,
  hobbies: HobbyInterest[],
) {
  const texts = DEMO_LANGUAGES[language];
  const [a, b] = random.sample(hobbies, 2) as [HobbyInterest, HobbyInterest];
  const sentences = [
    random.pick(texts.intros[gender]),
    random.pick(texts.interestSentences).replace('{list}', texts.and(texts.interests[a], texts.interests[b])),
    random.pick(texts.looking[reason]),
  ];
  if (random.chance(0.6)) sentences.push(random.pick(texts.closers));
  return sentences.join(' ');
}

function choosePhotos(random: Random, gender: Gender): DemoPhoto[] {
  if (random.chance(WITHOUT_PHOTO_SHARE)) return [];
  const count = random.chance(EXTRA_PHOTOS_SHARE) ? random.int(2, 4) : 1;
  const numbers = random.sample(POOL_NUMBERS, count);
  return numbers.map((number, i) => ({
    fileKey: photoPoolKey(gender, number),
    private: i > 0 && random.chance(PRIVATE_EXTRA_SHARE),
  }));
}

/** Profile `index` of `seed`: the same on every run and machine (ages are counted from `now`). */
export function generateProfile(
  site: PreparedSite,
  seed: number,
  index: number,
  now: Date,
  fixed: Partial<Pick<DemoProfile, 'gender' | 'country' | 'language'>> = {},
): DemoProfile {
  const random = createRandom(seedOf('demo-profile', seed, index));
  const gender: Gender = fixed.gender ?? (random.chance(0.5) ? 'female' : 'male');
  const kind = sexualityOf(random);
  const sexuality: Sexuality = kind === 'same' ? (gender === 'male' ? 'gay' : 'lesbian') : kind;
  const [minAge, maxAge] = ageBand(random);
  const age = random.int(minAge, maxAge);
  const born = dateOfBirth(random, age, now);
  const country = fixed.country ?? site.countryOf(random);
  const area = (site.areaOf.get(country) as (random: Random) => Area)(random);
  const place = area.places.length ? random.pick(area.places) : null;
  const language = fixed.language ?? site.languageOf(country, area.region)(random);
  const reason = reasonOf(random);
  const hobbies = random.sample(HOBBIES, random.int(2, 7));
  const interests: InterestKey[] = [...hobbies];
  if (reason !== 'chatting' && reason !== 'casual' && random.chance(0.4)) interests.unshift(reason);
  const signupDate = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000);
  const confirmedAt = new Date(Math.min(now.getTime(), signupDate.getTime() + random.int(2, 180) * 60_000));
  return {
    index,
    email: demoEmail(seed, index),
    language,
    dateOfBirth: born,
    signupDate,
    confirmedAt,
    name: displayName(random, random.pick(DEMO_LANGUAGES[language].names[gender]), born),
    gender,
    sexuality,
    country,
    region: area.region,
    place: place?.name ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    hairColor: age >= 55 && random.chance(0.4) ? 'grey' : hairOf[gender](random),
    bodyType: bodyOf[gender](random),
    eyeColor: eyesOf(random),
    relationshipStatus: age >= 55 && random.chance(0.1) ? 'widowed' : statusOf(random),
    reason,
    interests,
    description: random.chance(WITHOUT_DESCRIPTION_SHARE)
      ? null
      : describe(random, language, gender, reason, hobbies),
    fictional: random.chance(FICTIONAL_SHARE),
    photos: choosePhotos(random, gender),
  };
}
