// Supabase Edge Function (Deno): answers { allowed } for the visitor address the site forwards.
// Deploy: `bash scripts/prepare-geo-function.sh && supabase functions deploy check-geo-location`.
import { Reader } from "npm:mmdb-lib@3";
import { createHandler } from "./handler.ts";

const database = await Deno.readFile(new URL("./geo-whois-asn-country.mmdb", import.meta.url));
const reader = new Reader<{ country_code?: string }>(database);

Deno.serve(
  createHandler({
    lookupCountry: (address) => reader.get(address)?.country_code ?? null,
    allowedCountries: Deno.env.get("GEO_ALLOWED_COUNTRIES"),
  }),
);
