import { downloadStatement } from "@/lib/statements/receive";

// Checked per request: a signed, expiring link to one stored statement (lib/statements/download.ts).
export const dynamic = "force-dynamic";

/** A signed link opened: a page with one button, never the file (mail scanners follow GETs). */
export async function GET(request: Request) {
  return downloadStatement.show(new URL(request.url));
}

/** The page's button: the file itself, for a same-origin post only. */
export async function POST(request: Request) {
  return downloadStatement.send(new URL(request.url), request.headers);
}
