import { isHeadRequest } from "@/lib/server/head-request.mjs";
import { memberOrRefusal } from "@/lib/team/access";
import { teamFileDownload } from "@/lib/team/server";

// A statement file for a signed-in member only, logged (lib/team/file-download.ts); a HEAD
// answers the same headers and is not logged.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await memberOrRefusal(request);
  if ("refusal" in access) return access.refusal;
  const method = isHeadRequest(request) ? "HEAD" : "GET";
  return teamFileDownload((await params).id, access.member, method);
}
