import { Link } from "@/components/ui/link.client";
import { CheckCircle2 } from "@/components/ui/icons";
import { SectionBlock } from "@/components/sections/company/section-block";
import { contentPages } from "@/content/pages";
import { accountIncludes } from "@/content/services-pricing";
import { servicesSections } from "@/content/services";
import { menuPaths } from "@/lib/navigation";

/** Every industry page, those of the Industries menu first and in its order. */
function industryEntries() {
  const menu = menuPaths("industries");
  const place = (path: string) => (menu.includes(path) ? menu.indexOf(path) : menu.length);
  return contentPages
    .filter((page) => page.kind === "industry")
    .map((page) => page.entry)
    .sort((a, b) => place(a.path) - place(b.path) || a.path.localeCompare(b.path));
}

/** What comes with every account, and the industry pages to read next. */
export function AccountBasics() {
  return (
    <>
      <SectionBlock heading={servicesSections.included}>
        <ul className="grid gap-4 md:grid-cols-2">
          {accountIncludes.map((item) => (
            <li key={item} className="flex gap-3 text-ink">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock heading={servicesSections.industries} tinted>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {industryEntries().map((entry) => (
            <li key={entry.path}>
              <Link
                href={entry.path}
                className="block rounded-lg border border-line bg-white px-4 py-3 hover:border-brand-600"
              >
                <span className="block font-semibold text-brand-800">{entry.label}</span>
                <span className="mt-1 block text-sm text-muted">{entry.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SectionBlock>
    </>
  );
}
