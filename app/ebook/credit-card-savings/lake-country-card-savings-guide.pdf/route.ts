import { ebookMeta } from "@/content/collateral/credit-card-savings";
import { siteUrl } from "@/lib/env";
import { ebookPdf } from "@/lib/collateral/ebook-pdf";

// Typeset once at build time from the ebook's content, then served as a static file.
export const dynamic = "force-static";

export async function GET() {
  const bytes = await ebookPdf(siteUrl);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${ebookMeta.pdfFileName}"`,
    },
  });
}
