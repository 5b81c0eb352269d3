import { restrictedCopy } from "@/content/pages/restricted";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("/restricted");

/** The full-screen blocking overlay proxy.ts serves, with status 451, to restricted visitors. */
export default function RestrictedPage() {
  return (
    <main
      id="main"
      data-access-restricted
      aria-labelledby="restricted-title"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-brand-900 px-6 text-center text-white"
    >
      <div className="max-w-lg">
        <h1 id="restricted-title" className="text-3xl font-bold sm:text-4xl">
          {restrictedCopy.title}
        </h1>
        <p className="mt-4 text-lg text-brand-100">{restrictedCopy.message}</p>
        <p className="mt-2 text-lg text-brand-100">{restrictedCopy.help}</p>
        <p className="mt-6 text-base">
          Support:{" "}
          <a
            href={`tel:${site.phone.e164}`}
            className="font-semibold text-white underline underline-offset-4"
          >
            {site.phone.display}
          </a>{" "}
          ({site.hours.display})
        </p>
      </div>
    </main>
  );
}
