/**
 * The location policy, shared by the site (lib/geo) and the check-geo-location Edge Function.
 * Plain TypeScript with no imports, so Node and Deno run the same code.
 */

export const defaultAllowedCountries = ["US", "PR", "GU", "VI", "AS", "MP"] as const;

export type GeoVerdict = {
  allowed: boolean;
  reason: "allowed-country" | "restricted-country" | "private" | "unknown";
};

/** Parses "US, pr ,GU" into upper-case ISO codes; an empty or missing list means the default. */
export function parseAllowedCountries(list: string | undefined | null): Set<string> {
  const codes = (list ?? "")
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
  return new Set(codes.length ? codes : defaultAllowedCountries);
}

/** Strips the IPv4-mapped IPv6 prefix, brackets and zone ids; returns null for anything not an IP. */
export function normalizeAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let address = raw.trim();
  if (address.startsWith("["))
    address = address.slice(1, address.indexOf("]") > 0 ? address.indexOf("]") : undefined);
  address = address.replace(/%.*$/, "");
  if (/^::ffff:/i.test(address)) address = address.slice(7);
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  if (isIPv4(address)) return address;
  if (/^[0-9a-f:]+$/i.test(address) && address.includes(":") && address.length <= 39)
    return address.toLowerCase();
  return null;
}

function isIPv4(address: string): boolean {
  const parts = address.split(".");
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** Loopback, private, link-local, CGNAT and unique-local addresses: never located, always allowed. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) {
    const [a = 0, b = 0] = address.split(".").map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = address.toLowerCase();
  return (
    lower === "::1" ||
    lower === "::" ||
    /^f[cd][0-9a-f]{0,2}:/.test(lower) ||
    /^fe[89ab][0-9a-f]?:/.test(lower)
  );
}

/** The verdict for an address whose country (ISO code or null when unknown) has been looked up. */
export function decide(
  address: string | null,
  country: string | null,
  allowed: Set<string>,
): GeoVerdict {
  if (!address || isPrivateAddress(address))
    return { allowed: true, reason: address ? "private" : "unknown" };
  if (!country) return { allowed: true, reason: "unknown" };
  return allowed.has(country.toUpperCase())
    ? { allowed: true, reason: "allowed-country" }
    : { allowed: false, reason: "restricted-country" };
}
