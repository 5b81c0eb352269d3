import { Link } from "@/components/ui/link.client";
import { ChevronRight } from "@/components/ui/icons";
import { BreadcrumbJsonLd } from "next-seo";
import { Container } from "@/components/ui/container";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Home then one crumb per segment; hidden on the home page. Carries its BreadcrumbList JSON-LD. */
export function Breadcrumb({ path }: { path: string }) {
  const crumbs = breadcrumbTrail(path);
  if (crumbs.length === 0) return null;

  return (
    <Container className="pt-4" data-print="hide" data-chrome>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
                {index > 0 && <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />}
                {crumb.href ? (
                  <Link href={crumb.href} className="rounded hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span
                    aria-current={isLast ? "page" : undefined}
                    className={isLast ? "font-medium text-ink" : undefined}
                  >
                    {crumb.label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <BreadcrumbJsonLd
        items={crumbs.map((crumb, index) => ({
          name: crumb.label,
          item:
            index === crumbs.length - 1 ? absoluteUrl(path) : crumb.href && absoluteUrl(crumb.href),
        }))}
      />
    </Container>
  );
}
