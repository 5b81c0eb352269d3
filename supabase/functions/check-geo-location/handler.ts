import { decide, normalizeAddress, parseAllowedCountries } from "../_shared/geo-policy.ts";

/** The header the site forwards the visitor's address in (see lib/geo/supabase-check.ts). */
export const visitorAddressHeader = "x-visitor-address";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": `authorization, x-client-info, apikey, content-type, ${visitorAddressHeader}`,
};

type Options = { lookupCountry: (address: string) => string | null; allowedCountries?: string };

/**
 * Answers `{ allowed }` for the forwarded visitor address with the shared policy. Without a
 * forwarded address it falls back to the caller's own address (a direct browser call).
 */
export function createHandler({ lookupCountry, allowedCountries }: Options) {
  const allowed = parseAllowedCountries(allowedCountries);
  return async (request: Request): Promise<Response> => {
    if (request.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (request.method !== "POST") return json({ error: "method not allowed" }, 405);

    const forwarded = request.headers.get(visitorAddressHeader);
    const callerChain = request.headers.get("x-forwarded-for")?.split(",")[0];
    const address = normalizeAddress(forwarded || callerChain);
    let country: string | null = null;
    try {
      country = address ? lookupCountry(address) : null;
    } catch {
      country = null;
    }
    return json({ allowed: decide(address, country, allowed).allowed });
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json" },
  });
}
