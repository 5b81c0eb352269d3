import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { StatementReviewView } from "@/components/sections/statement-review/statement-review-view";
import { pageMetadata } from "@/lib/seo/metadata";
import { derivedKey } from "@/lib/statements/derived-keys";
import { statementMasterKey } from "@/lib/statements/server";
import { statementPaths } from "@/lib/statements/paths";
import { openRetryState, retryCookieName } from "@/lib/statements/retry-cookie";

// Rendered per request from the visitor's sealed cookie; the only page that is not pre-rendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  ...pageMetadata(statementPaths.page),
  robots: { index: false, follow: true },
};

/**
 * The statement review page again, with the answers and messages of a post made without
 * JavaScript that could not be accepted. Without the cookie (expired, or opened directly) it
 * sends the visitor to the plain page.
 */
export default async function StatementRetryPage() {
  const sealed = (await cookies()).get(retryCookieName)?.value;
  const state = openRetryState(sealed, derivedKey(await statementMasterKey(), "retry-cookie"));
  if (!state) redirect(statementPaths.page);
  return <StatementReviewView initial={state} />;
}
