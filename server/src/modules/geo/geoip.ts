import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';

type CountryRecord = Response & { country_code?: string };
export type GeoIp = { country: (ip: string) => string | null };

const require = createRequire(import.meta.url);
/** CC0 country database (geo-whois-asn-country, IPv4 and IPv6), shipped as an npm package: no network at run time. */
const DEFAULT_GEOIP_DATABASE = require.resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

export async function openGeoIp(file = DEFAULT_GEOIP_DATABASE): Promise<GeoIp> {
  const reader: Reader<CountryRecord> = await maxmind.open<CountryRecord>(file, { watchForUpdates: false });
  return {
    country(ip) {
      try {
        const code = reader.get(ip.replace(/^::ffff:/, ''))?.country_code;
        return code && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        return null;
      }
    },
  };
}
