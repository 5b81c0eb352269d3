import { inertPolicy } from "@/lib/security/headers";

/**
 * Headers of a stored statement, for the signed-link download (download.ts) and the team
 * workspace's file route: never cached, never shown inline, never run as anything.
 */
export function statementFileHeaders(name: string, mediaType: string, size: number): HeadersInit {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Type": mediaType,
    "Content-Length": String(size),
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    // no-transform: the compressing server passes it through and keeps no copy of it.
    "Cache-Control": "private, no-store, no-transform",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": inertPolicy,
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
