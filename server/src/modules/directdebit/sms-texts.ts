import type { Language } from '@community/contract';

/** The SMS with the direct debit code, in the member's language; {code}, {site} and {minutes} are filled in. */
const SMS_TEXTS: Record<Language, string> = {
  nl: '{code} is je code om de automatische incasso bij {site} te bevestigen. De code is {minutes} minuten geldig. Deel hem met niemand.',
  en: '{code} is your code to confirm the direct debit at {site}. It is valid for {minutes} minutes. Do not share it with anyone.',
  de: '{code} ist dein Code zur Bestätigung der Lastschrift bei {site}. Er ist {minutes} Minuten gültig. Gib ihn an niemanden weiter.',
  fr: '{code} est ton code pour confirmer le prélèvement chez {site}. Il est valable {minutes} minutes. Ne le communique à personne.',
  es: '{code} es tu código para confirmar la domiciliación en {site}. Es válido durante {minutes} minutos. No lo compartas con nadie.',
  it: '{code} è il tuo codice per confermare l’addebito diretto su {site}. È valido per {minutes} minuti. Non condividerlo con nessuno.',
  pl: '{code} to Twój kod do potwierdzenia polecenia zapłaty w {site}. Jest ważny przez {minutes} minut. Nie udostępniaj go nikomu.',
  da: '{code} er din kode til at bekræfte den direkte debitering hos {site}. Den er gyldig i {minutes} minutter. Del den ikke med nogen.',
  no: '{code} er koden din for å bekrefte direkte belastning hos {site}. Den er gyldig i {minutes} minutter. Ikke del den med noen.',
  sv: '{code} är din kod för att bekräfta autogirot hos {site}. Den gäller i {minutes} minuter. Dela den inte med någon.',
  fi: '{code} on koodisi suoraveloituksen vahvistamiseen palvelussa {site}. Se on voimassa {minutes} minuuttia. Älä kerro sitä kenellekään.',
};

export function smsCodeText(
  language: Language,
  values: { code: string; site: string; minutes: number },
): string {
  return (SMS_TEXTS[language] ?? SMS_TEXTS.nl)
    .replace('{code}', values.code)
    .replace('{site}', values.site)
    .replace('{minutes}', String(values.minutes));
}
