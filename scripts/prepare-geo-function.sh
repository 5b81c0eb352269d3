#!/usr/bin/env bash
# Copies the offline country database next to the Edge Function before `supabase functions deploy`.
set -euo pipefail
cd "$(dirname "$0")/.."
cp node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb supabase/functions/check-geo-location/
echo "Copied the country database; now run: supabase functions deploy check-geo-location"
