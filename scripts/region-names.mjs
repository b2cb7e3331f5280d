// Writes server/src/modules/geo/region-names.json: the name of every region of /api/regions.php in every
// interface language, from the Unicode CLDR subdivision names (decision 0032). Run it again when
// country-region-data or CLDR changes:
//
//   npm pack cldr@8.0.0 && tar xzf cldr-8.0.0.tgz   (CLDR 48; the package is 286 MB, so it is no dependency)
//   node scripts/region-names.mjs package/3rdparty/cldr/common/subdivisions
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'];
const COUNTRIES = ['NL', 'BE', 'GB', 'IE', 'DE', 'AT', 'IT', 'FR', 'CH', 'ES', 'US', 'CA', 'AU', 'NZ', 'PL'];
/** Our code -> the CLDR code of the same area where CLDR keeps another one (an older ISO code, or the community). */
/** @type {Record<string, string>} */
const CLDR_ALIASES = { frcor: 'fr20r', esm: 'esmd', esmu: 'esmc', eso: 'esas' };
/** Overseas territories our lists hold as regions (decision 0011): CLDR names them as territories. */
/** @type {Record<string, string[]>} */
const TERRITORIES = {
  US: ['AS', 'FM', 'GU', 'MH', 'MP', 'PR', 'PW', 'VI'],
  FR: ['BL', 'CP', 'GF', 'GP', 'MF', 'MQ', 'NC', 'PF', 'PM', 'RE', 'TF', 'WF', 'YT'],
};
/** Words that only name the kind of division, before the name ("Provinz Friesland", "canton de Genève"). */
const KIND_WORDS = new Set(
  'provinz woiwodschaft kanton provincie woiwodschap province canton région voïvodie provincia cantón voivodato cantone regione województwo prowincja'.split(
    ' ',
  ),
);
const KIND_PREFIX = /^(\S+)\s+(?:de la |de |del |della |di |du |des |d’|d')?(\p{Lu}.*)$/u;
/**
 * Belgium: CLDR names the three regions by their official names ("Vlaams Gewest", "Région de Bruxelles-Capitale");
 * the field is labelled "region" already, and people call them by these names.
 */
/** @type {Record<string, Record<string, string>>} */
const BELGIUM = {
  da: { BRU: 'Bruxelles', VLG: 'Flandern', WAL: 'Vallonien' },
  de: { BRU: 'Brüssel', VLG: 'Flandern', WAL: 'Wallonien' },
  en: { BRU: 'Brussels', VLG: 'Flanders', WAL: 'Wallonia' },
  es: { BRU: 'Bruselas', VLG: 'Flandes', WAL: 'Valonia' },
  fi: { BRU: 'Bryssel', VLG: 'Flanderi', WAL: 'Vallonia' },
  fr: { BRU: 'Bruxelles', VLG: 'Flandre', WAL: 'Wallonie' },
  it: { BRU: 'Bruxelles', VLG: 'Fiandre', WAL: 'Vallonia' },
  nl: { BRU: 'Brussel', VLG: 'Vlaanderen', WAL: 'Wallonië' },
  no: { BRU: 'Brussel', VLG: 'Flandern', WAL: 'Vallonia' },
  pl: { BRU: 'Bruksela', VLG: 'Flandria', WAL: 'Walonia' },
  sv: { BRU: 'Bryssel', VLG: 'Flandern', WAL: 'Vallonien' },
};

/** "Provinz Friesland" -> "Friesland", "województwo łódzkie" -> "Łódzkie"; a name without a kind word stays. */
/** @param {string} name */
function withoutKind(name) {
  const [, first, rest] = name.match(KIND_PREFIX) ?? [];
  if (first && rest && KIND_WORDS.has(first.toLowerCase())) return rest;
  const [word, ...others] = name.split(' ');
  if (word && others.length && KIND_WORDS.has(word.toLowerCase()) && /^\p{Ll}/u.test(others[0] ?? '')) {
    const bare = others.join(' ');
    return bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
  }
  return name;
}

const subdivisionsDir = process.argv[2] ?? '';
if (!subdivisionsDir)
  throw new Error('usage: node scripts/region-names.mjs <CLDR common/subdivisions folder>');
const require = createRequire(path.resolve('server/package.json'));
const { allCountries } = require('country-region-data');

/** @param {string} language */
function cldrNames(language) {
  const xml = fs.readFileSync(path.join(subdivisionsDir, `${language}.xml`), 'utf8');
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [, code, name] of xml.matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)) {
    if (code && name && !names.has(code))
      names.set(code, name.replace(/&amp;/g, '&').replace(/&apos;/g, '’'));
  }
  return names;
}

/** @type {Record<string, Record<string, Record<string, string>>>} */
const output = {};
for (const language of LANGUAGES) {
  const cldr = cldrNames(language);
  const territoryNames = new Intl.DisplayNames([language === 'no' ? 'nb' : language], { type: 'region' });
  output[language] = {};
  for (const [, country, regions] of allCountries) {
    if (!COUNTRIES.includes(country)) continue;
    /** @type {Record<string, string>} */
    const named = {};
    output[language][country] = named;
    for (const [fallback, regionCode] of regions) {
      const code = regionCode ?? fallback;
      const id = `${country}${code}`.toLowerCase();
      let name = cldr.get(id) ?? cldr.get(CLDR_ALIASES[id] ?? '');
      if (!name && TERRITORIES[country]?.includes(code)) name = territoryNames.of(code);
      if (country === 'BE') name = BELGIUM[language]?.[code] ?? name;
      if (name) named[code] = withoutKind(name);
    }
  }
}
const target = path.resolve('server/src/modules/geo/region-names.json');
fs.writeFileSync(target, `${JSON.stringify(output, null, 1)}\n`);
console.log(`wrote ${target}`);
