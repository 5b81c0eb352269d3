import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import { resolveLinks } from "@/lib/navigation";
import { Container } from "@/components/ui/container";

/** Links to the pages a reader of this industry page is most likely to want next. */
export function IndustryRelated({ paths }: { paths: string[] }) {
  return (
    <nav aria-labelledby="related-title" className="pt-14">
      <Container>
        <h2 id="related-title" className="text-xl font-bold text-brand-900">
          Related pages
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {resolveLinks(paths).map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
