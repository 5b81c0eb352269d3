// server.mjs renders a HEAD as the GET it stands for (compress-response.mjs), so Next and the app
// see GET. That wrapper says so in this header, which it sets only then and removes from every
// other request, so a route can still tell that no byte of its body leaves. Under Next's own
// servers the method is HEAD itself. Plain JavaScript, because server.mjs imports it unbuilt.

/** The header the compressing wrapper sets on a HEAD it turned into a GET. */
export const HEAD_REQUEST_HEADER = "x-lake-country-head";

/** Whether a request is a HEAD, whichever server it came through. */
export function isHeadRequest(request) {
  return request.method === "HEAD" || request.headers.get(HEAD_REQUEST_HEADER) === "1";
}
