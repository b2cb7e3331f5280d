import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

/**
 * An IBAN as typed (spaces, lower case) in its electronic form, when it is valid (check digits, the country's
 * length and format) and of a SEPA country, so a SEPA direct debit can collect from it; otherwise null.
 */
export function sepaIban(typed: string): string | null {
  const iban = electronicFormatIBAN(typed);
  if (!iban || !isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) return null;
  return iban;
}

/** In groups of four, as printed on bank cards and statements. */
export function printedIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** Only the country and the last four digits, for screens and e-mails after the form. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
