import { Readable } from "node:stream";
import { receiveStatement } from "@/lib/statements/receive";

// Reads each post as it arrives; never pre-rendered, and outside the proxy (see proxy.ts).
export const dynamic = "force-dynamic";

/** The statement review form's multipart post (lib/statements/receive.ts). */
export async function POST(request: Request) {
  const body = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
  return receiveStatement(request.headers, body);
}
