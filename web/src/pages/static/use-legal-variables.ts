import {
  cleanPhone,
  DELETED_ACCOUNT_GRACE_DAYS,
  FREE_CONVERSATION_LIMIT,
  FREE_PHOTO_LIMIT,
  MINIMUM_AGE,
  PREMIUM_PHOTO_LIMIT,
  termsVersionDate,
} from '@community/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { companyInfoQuery } from '../../features/company/company-info-api.ts';
import { useLanguage } from '../../features/locale/use-language.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';

/** The facts the legal texts interpolate: company info, site settings, and the constants of SPEC §9. */
export function useLegalVariables(): Record<string, string | number> {
  const settings = useCurrentSettings();
  const company = useSuspenseQuery(companyInfoQuery).data;
  const { tag } = useLanguage();
  return {
    siteName: settings.name,
    domain: settings.domain,
    companyName: company.name,
    companyAddress: company.address,
    companyCity: company.city,
    companyCountry: company.country,
    kvk: company.kvk,
    vatNumbers: company.vat_numbers.join(', '),
    tradenames: company.tradenames.join(', '),
    supportEmail: settings.support_email,
    supportPhone: settings.support_phone,
    supportPhoneDial: cleanPhone(settings.support_phone),
    refundDays: settings.refund_days,
    termsDate: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
      termsVersionDate(company.added),
    ),
    minimumAge: MINIMUM_AGE,
    graceDays: DELETED_ACCOUNT_GRACE_DAYS,
    freePhotos: FREE_PHOTO_LIMIT,
    premiumPhotos: PREMIUM_PHOTO_LIMIT,
    freeConversations: FREE_CONVERSATION_LIMIT,
  };
}
