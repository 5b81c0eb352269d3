import { NextResponse, type NextRequest } from "next/server";
import { prerenderedPage } from "@/lib/prerendered-page";
import { securityHeaders } from "@/lib/security/headers";

const noStore = {
  ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
  "Cache-Control": "private, no-store",
};

/**
 * What a restricted visitor gets: for a page GET, the static /restricted page with status 451 and
 * nothing of the requested page; for anything else (a Server Action POST, a prefetch), a bare 451.
 */
export function restrictedResponse(request: NextRequest, csp: string): NextResponse {
  const wantsPage =
    (request.method === "GET" || request.method === "HEAD") && !request.headers.has("rsc");
  if (!wantsPage) return new NextResponse(null, { status: 451, headers: noStore });

  const restrictedHtml = prerenderedPage("/restricted");
  if (restrictedHtml === null) {
    // Development has no pre-rendered file: render the route instead.
    return NextResponse.rewrite(new URL("/restricted", request.url), {
      status: 451,
      headers: noStore,
    });
  }
  return new NextResponse(request.method === "HEAD" ? null : restrictedHtml, {
    status: 451,
    headers: {
      ...noStore,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
    },
  });
}
