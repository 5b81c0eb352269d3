import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm start` serves with server.mjs; NEXT_OUTPUT=standalone builds a self-contained deployment.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  outputFileTracingIncludes: {
    "/*": ["./node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb"],
  },
  experimental: {
    // Lead forms are a few kilobytes; anything larger is abuse.
    serverActions: { bodySizeLimit: "64kb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: [...securityHeaders] }];
  },
};

export default nextConfig;
