import { NextResponse, type NextRequest } from "next/server";
import { isVisitorAllowed } from "@/lib/geo/gate";
import { restrictedResponse } from "@/lib/geo/restricted-response";
import { contentSecurityPolicy } from "@/lib/security/csp";

/** The request gate: the location check, then the route's Content-Security-Policy. */
export async function proxy(request: NextRequest) {
  if (!(await isVisitorAllowed(request.headers))) {
    return restrictedResponse(request, contentSecurityPolicy("/restricted"));
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(request.nextUrl.pathname));
  return response;
}

export const config = {
  matcher: [
    // Everything but: build assets and image optimisation (_next/static, _next/image), media and
    // icons (/media/, files with an extension), the health endpoints (/healthz, /readyz, for
    // balancers wherever they run), crawler files (robots.txt, sitemap.xml, the web
    // manifest) and generated images (opengraph-image, apple-icon), which carry no page content.
    "/((?!_next/static|_next/image|media/|healthz$|readyz$|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|apple-icon|.*opengraph-image|.*\\.[a-z0-9]{2,5}$).*)",
  ],
};
