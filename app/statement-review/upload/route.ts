import { Readable } from "node:stream";
import { backgroundTurn } from "@/lib/server/background-lane.mjs";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import { receiveStatement } from "@/lib/statements/receive";

// Reads each post as it arrives; never pre-rendered, and outside the proxy (see proxy.ts).
export const dynamic = "force-dynamic";

/** The statement review form's multipart post (lib/statements/receive.ts). */
export async function POST(request: Request) {
  // Another site's page cannot post a statement from its visitor's browser: refused before the
  // gate, with no cookie and none of its body read; the connection closes with the answer.
  if (!isSameOriginRequest(request.headers)) {
    const refusal = crossSiteRefusal();
    refusal.headers.set("Connection", "close");
    return refusal;
  }
  await backgroundTurn(); // the rest waits behind the pages' requests, one piece a turn
  const body = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
  return receiveStatement(request.headers, body);
}
