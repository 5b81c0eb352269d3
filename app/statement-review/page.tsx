import { StatementReviewView } from "@/components/sections/statement-review/statement-review-view";
import { pageMetadata } from "@/lib/seo/metadata";
import { statementPaths } from "@/lib/statements/paths";

export const metadata = pageMetadata(statementPaths.page);

export default function StatementReviewPage() {
  return <StatementReviewView />;
}
