import { readFileSync } from "node:fs";
import path from "node:path";
import { Reader, type Response } from "mmdb-lib";
import { decide, normalizeAddress } from "./policy";
import type { CheckResult, LocationCheck } from "./types";

/**
 * The offline IP-to-country database: GEO_COUNTRY_DB when set (a newer MaxMind-format country
 * file), else the one on npm (ip-location-db geo-whois-asn-country, CC BY 4.0, nro.net).
 */
export const countryDatabasePath =
  process.env.GEO_COUNTRY_DB ||
  path.join(
    process.cwd(),
    "node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb",
  );

type CountryRecord = Response & { country_code?: string };
let reader: Reader<CountryRecord> | undefined;

/** The ISO country of an address from the offline database, or null when it has none. */
export function lookupCountry(address: string): string | null {
  reader ??= new Reader<CountryRecord>(
    // Traced explicitly via outputFileTracingIncludes in next.config.ts.
    readFileSync(/* turbopackIgnore: true */ countryDatabasePath),
  );
  const record = reader.get(address);
  return record?.country_code?.toUpperCase() ?? null;
}

/** The location check run in-process with the offline database: no network. */
export function embeddedCheck(allowedCountries: Set<string>): LocationCheck {
  return {
    name: "embedded",
    async check(raw): Promise<CheckResult> {
      const address = normalizeAddress(raw);
      try {
        const country = address ? lookupCountry(address) : null;
        return { ok: true, allowed: decide(address, country, allowedCountries).allowed };
      } catch {
        return { ok: false, cause: "error" };
      }
    },
  };
}
