export {
  decide,
  defaultAllowedCountries,
  isPrivateAddress,
  normalizeAddress,
  parseAllowedCountries,
  type GeoVerdict,
} from "@/supabase/functions/_shared/geo-policy";
