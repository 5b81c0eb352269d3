import { memberOrRefusal } from "@/lib/team/access";
import { teamFileDownload } from "@/lib/team/server";

// A statement file for a signed-in member only, logged (lib/team/file-download.ts).
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await memberOrRefusal(request);
  if ("refusal" in access) return access.refusal;
  const method = request.method === "HEAD" ? "HEAD" : "GET";
  return teamFileDownload((await params).id, access.member, method);
}

// The same answer without the file, and not logged as a download (Next would run GET for it).
export const HEAD = GET;
