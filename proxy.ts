import { NextResponse, type NextRequest } from "next/server";
import { serverEnv } from "@/lib/env";
import { isVisitorAllowed } from "@/lib/geo/gate";
import { restrictedResponse } from "@/lib/geo/restricted-response";
import { pixelCspSources } from "@/lib/pixel/config";
import { contentSecurityPolicy, perRequestPolicy } from "@/lib/security/csp";
import { teamHeaders } from "@/lib/team/headers";
import { isTeamFilePath, isTeamPath } from "@/lib/team/paths";

/**
 * The request gate: the location check, then the route's Content-Security-Policy, which lets the
 * tracking pixel's hosts in only while it is configured and never on a page with a form.
 */
export async function proxy(request: NextRequest) {
  if (!(await isVisitorAllowed(request.headers))) {
    return restrictedResponse(request, contentSecurityPolicy("/restricted"));
  }
  const { pathname } = request.nextUrl;
  // A stored statement keeps its own headers: the page policy would replace its sandbox CSP.
  if (isTeamFilePath(pathname)) return NextResponse.next();
  // A page rendered per request has no build-time hashes: Next puts this nonce on its scripts.
  const perRequest = perRequestPolicy(pathname);
  const headers = new Headers(request.headers);
  if (perRequest) headers.set("Content-Security-Policy", perRequest);
  const response = NextResponse.next(perRequest ? { request: { headers } } : undefined);
  const pixel = pixelCspSources(serverEnv().META_PIXEL_ID, pathname);
  response.headers.set(
    "Content-Security-Policy",
    perRequest ?? contentSecurityPolicy(pathname, pixel),
  );
  // The workspace: never cached, indexed or named in a Referer to another site.
  if (isTeamPath(pathname))
    for (const [name, value] of Object.entries(teamHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Everything but: build assets and image optimisation (_next/static, _next/image), media and
    // icons (/media/, files with an extension), the health endpoints (/healthz, /readyz, for
    // balancers wherever they run), crawler files (robots.txt, sitemap.xml, the web
    // manifest) and generated images (opengraph-image, apple-icon), which carry no page content;
    // and the statement upload and download routes, which apply the gate themselves: Next
    // buffers the body of any request the proxy sees and cuts it at proxyClientMaxBodySize.
    "/((?!_next/static|_next/image|media/|healthz$|readyz$|statement-review/upload$|statement-review/download$|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|apple-icon|.*opengraph-image|.*\\.[a-z0-9]{2,5}$).*)",
    // The workspace, whatever its path looks like: "/team/leads/1.00" ends like a file name.
    "/team/:path*",
  ],
};
