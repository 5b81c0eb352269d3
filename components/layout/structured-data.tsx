import { JsonLdScript } from "next-seo";
import { getRoute } from "@/content/routes";
import {
  creativeWorkJsonLd,
  financialServiceJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from "@/lib/seo/json-ld";

/**
 * The JSON-LD a route's registry entry declares and that its entry alone can describe.
 * BreadcrumbList, FAQPage, Article and JobPosting come from the sections that hold their data.
 */
export function StructuredData({ path }: { path: string }) {
  const entry = getRoute(path);
  const kinds = new Set(entry.structuredData);
  return (
    <>
      {kinds.has("FinancialService") && (
        <JsonLdScript scriptKey="business" data={financialServiceJsonLd()} />
      )}
      {kinds.has("WebPage") && <JsonLdScript scriptKey="webpage" data={webPageJsonLd(entry)} />}
      {kinds.has("Service") && <JsonLdScript scriptKey="service" data={serviceJsonLd(entry)} />}
      {kinds.has("CreativeWork") && (
        <JsonLdScript scriptKey="creative-work" data={creativeWorkJsonLd(entry)} />
      )}
    </>
  );
}
