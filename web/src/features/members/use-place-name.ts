import { useLanguage } from '../locale/use-language.ts';
import { useCountryRegions } from '../regions/regions-api.ts';

/** The region's name (from /api/regions.php) and the country's name in the interface language. */
export function usePlaceName(country: string, region: string | null): { region?: string; country: string } {
  const { tag } = useLanguage();
  const regions = useCountryRegions(country);
  const regionName = region ? regions?.regions.find((each) => each.code === region)?.name : undefined;
  let countryName = country;
  try {
    countryName = new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unexpected code is shown as it is.
  }
  return { region: regionName, country: countryName };
}
