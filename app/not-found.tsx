import type { Metadata } from "next";
import { Link } from "@/components/ui/link.client";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { resolveLinks } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "The page you asked for does not exist. Find pricing, industry pages or talk to a payments specialist.",
  robots: { index: false, follow: true },
};

const helpful = resolveLinks(["/services", "/cash-discount", "/testimonials", "/blog", "/contact"]);

/** The 404 page for every path that is not in the route registry. */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <Container className="py-16">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
          We could not find that page
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          The link may be old or mistyped. These pages answer most questions; or call us on{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.e164}`}>
            {site.phone.display}
          </a>{" "}
          ({site.hours.display}).
        </p>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2">
          {helpful.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink href="/" className="mt-8">
          Back to the home page
        </ButtonLink>
      </Container>
    </main>
  );
}
