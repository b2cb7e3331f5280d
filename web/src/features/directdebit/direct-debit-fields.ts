import { sepaIban } from '@community/contract';
import type { DirectDebitForm } from './directdebit-api.ts';

/** The fields of the form (SPEC §3 direct-debit form, without the otp of the second step), in screen order. */
const FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

export const EMPTY_VALUES: Values = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

export function isField(name: unknown): name is Field {
  return typeof name === 'string' && (FIELDS as readonly string[]).includes(name);
}

/** The body of the form, sent once the member consented to immediate delivery (DeliveryConsent). */
export function formBody(
  values: Values,
  packageId: number,
  discountCode: string | null,
  country?: string,
): DirectDebitForm {
  const iban = sepaIban(values.iban) ?? values.iban.trim();
  return {
    package: packageId,
    account_holder: values.account_holder.trim(),
    iban,
    street: values.street.trim(),
    house_number: values.house_number.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    discount_code: discountCode,
    delivery_consent: true,
    ...(country ? { country } : {}),
  };
}
