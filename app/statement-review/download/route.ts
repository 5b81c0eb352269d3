import { downloadStatement } from "@/lib/statements/receive";

// Checked per request: a signed, expiring link to one stored statement (lib/statements/download.ts).
export const dynamic = "force-dynamic";

/** The team's download of a stored statement by its signed link. */
export async function GET(request: Request) {
  return downloadStatement(new URL(request.url));
}
