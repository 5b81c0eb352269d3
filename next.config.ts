import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, once per distinct body (lib/server/compress-response.mjs), where Next
  // would gzip the same page afresh on every request; the standalone server.js keeps Next's.
  compress: process.env.NEXT_OUTPUT === "standalone",
  reactStrictMode: true,
  // `npm start` serves with server.mjs; NEXT_OUTPUT=standalone builds a self-contained deployment.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
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
  },
  async headers() {
    return [{ source: "/:path*", headers: [...securityHeaders] }];
  },
};

export default nextConfig;
