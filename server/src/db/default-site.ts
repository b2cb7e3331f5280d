import type { NewSite } from './schema.ts';

/** The site created on first start for the configured default domain; operators change it in the database. */
export function defaultSite(domain: string): NewSite {
  return {
    domain,
    isDefault: true,
    name: 'Flirtlokaal',
    indexTitle: 'Flirtlokaal – flirten, chatten en daten met leden bij jou in de buurt',
    description:
      'Maak gratis een profiel aan, bekijk leden uit jouw regio, stuur likes en chat met wie je leuk vindt. Alleen voor volwassenen.',
    niche: 1,
    domainLanguage: 'nl-NL',
    countries: ['NL', 'BE'],
    visibleProfileFields: ['gender', 'sexuality', 'relationship_status', 'body_type', 'hair_color', 'eye_color', 'interests'],
    visibleProfileNotes: [],
    searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    cdnPrefix: '',
    messageCredits: 5,
    photoCredits: 10,
    giftCredits: 20,
    signupCredits: 10,
    messageLength: 1000,
    minimumMessageCosts: { NL: { costs: 0.49, currency: 'EUR' }, BE: { costs: 0.49, currency: 'EUR' } },
    supportEmail: 'klantenservice@flirtlokaal.nl',
    supportPhone: '020 - 123 45 67',
    enableSiteEntryPopup: 'yes',
    fictionalWarning: {
      da: 'Nogle profiler på denne side er fiktive. Fysisk kontakt med disse profiler er ikke mulig.',
      de: 'Einige Profile auf dieser Website sind fiktiv. Ein persönliches Treffen mit diesen Profilen ist nicht möglich.',
      en: 'Some profiles on this site are fictional. Physical contact with these profiles is not possible.',
      es: 'Algunos perfiles de este sitio son ficticios. No es posible el contacto físico con estos perfiles.',
      fi: 'Osa tämän sivuston profiileista on kuvitteellisia. Fyysinen tapaaminen näiden profiilien kanssa ei ole mahdollista.',
      fr: 'Certains profils de ce site sont fictifs. Aucun contact physique n’est possible avec ces profils.',
      it: 'Alcuni profili di questo sito sono fittizi. Non è possibile alcun contatto fisico con questi profili.',
      nl: 'Sommige profielen op deze site zijn fictief. Fysiek contact met deze profielen is niet mogelijk.',
      no: 'Noen profiler på dette nettstedet er fiktive. Fysisk kontakt med disse profilene er ikke mulig.',
      pl: 'Niektóre profile w tym serwisie są fikcyjne. Kontakt fizyczny z tymi profilami nie jest możliwy.',
      sv: 'Vissa profiler på den här webbplatsen är fiktiva. Fysisk kontakt med dessa profiler är inte möjlig.',
    },
    fictionalSingular: {
      da: 'fiktiv profil', de: 'fiktives Profil', en: 'fictional profile', es: 'perfil ficticio',
      fi: 'kuvitteellinen profiili', fr: 'profil fictif', it: 'profilo fittizio', nl: 'fictief profiel',
      no: 'fiktiv profil', pl: 'fikcyjny profil', sv: 'fiktiv profil',
    },
    fictionalPlural: {
      da: 'fiktive profiler', de: 'fiktive Profile', en: 'fictional profiles', es: 'perfiles ficticios',
      fi: 'kuvitteelliset profiilit', fr: 'profils fictifs', it: 'profili fittizi', nl: 'fictieve profielen',
      no: 'fiktive profiler', pl: 'fikcyjne profile', sv: 'fiktiva profiler',
    },
    fictionalIcon: {
      da: 'Fiktiv', de: 'Fiktiv', en: 'Fictional', es: 'Ficticio', fi: 'Kuvitteellinen', fr: 'Fictif',
      it: 'Fittizio', nl: 'Fictief', no: 'Fiktiv', pl: 'Fikcyjny', sv: 'Fiktiv',
    },
    refundDays: 14,
    signups: 'all',
    loggedOutSearch: false,
    loggedOutSearchTrafficsource: false,
    memberResell: false,
  };
}

export const DEFAULT_COMPANY = {
  name: 'Flirtlokaal B.V.',
  address: 'Herengracht 420',
  kvk: '87654321',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Flirtlokaal'],
  vatNumbers: ['NL864512397B01'],
  supportPhone: '020 - 123 45 67',
  deleteDiscount: 50,
};
