import { useCurrentUser } from '../session/use-current-user.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/**
 * The country the member pays from (SPEC §3 client state "payment country"): the profile's country, else the
 * site's selected country, else where the request comes from; the same order the server falls back in
 * (docs/payments.md). credits.php answers which country it priced.
 */
export function usePaymentCountry(): string | null {
  const settings = useCurrentSettings();
  const user = useCurrentUser();
  return user?.profile.country ?? settings.geoip_selected_country ?? settings.geoip_country ?? null;
}
