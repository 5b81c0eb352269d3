import { withContentCollections } from "@content-collections/next";
import type { NextConfig } from "next";
import { readStatementDays } from "./lib/retention/statement-days";
import { securityHeaders } from "./lib/security/headers";
import { teamConfigHeaders } from "./lib/team/headers";

/** Set by server.mjs before Next reads this file at its start (never at build time). */
const ownServer = process.env.LAKE_COUNTRY_OWN_SERVER === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, once per distinct body (lib/server/compress-response.mjs), where Next
  // would gzip the same page afresh on every request; the standalone server.js and `next start`
  // keep Next's. (The image has no next.config.ts: server.mjs turns both off in the settings it
  // hands Next there, lib/server/standalone-config.mjs.)
  compress: !ownServer,
  // server.mjs also gives complete responses their ETags, from the digest it keys that cache by;
  // Next's own is a JavaScript hash over the whole page on every request (a sixth of the CPU that
  // serving `/` took).
  generateEtags: !ownServer,
  reactStrictMode: true,
  // Inlined at build: the pages state the period and the server deletes on it, so both read the
  // build's value (an invalid one fails the build with the setting's name).
  env: {
    STATEMENT_RETENTION_DAYS: String(readStatementDays(process.env.STATEMENT_RETENTION_DAYS)),
  },
  // `npm start` serves with server.mjs; NEXT_OUTPUT=standalone builds a self-contained deployment
  // (which server.mjs can serve too, so it does not ask for the standalone server.js).
  output: process.env.NEXT_OUTPUT === "standalone" && !ownServer ? "standalone" : undefined,
  outputFileTracingIncludes: {
    "/*": [
      "./node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb",
      // The embedded lead store applies these at start (lib/leads/migrations.ts).
      "./supabase/migrations/*.sql",
    ],
  },
  // PGlite loads its WebAssembly and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  experimental: {
    // Lead forms are a few kilobytes; anything larger is abuse.
    serverActions: { bodySizeLimit: "64kb" },
    // Next loads every route's server code at start (54 pages, their images and handlers) unless
    // told not to; each then loads on its first request, so an idle server holds only what it
    // has served.
    preloadEntriesOnStart: false,
  },
  async headers() {
    return [
      { source: "/:path*", headers: [...securityHeaders] },
      // Later entries win: the workspace's own, on every path under /team (lib/team/headers.ts).
      { source: "/team/:path*", headers: teamConfigHeaders },
    ];
  },
};

// `next build` and `next dev` read the page files in content/ first (content-collections.ts).
export default withContentCollections(nextConfig);
