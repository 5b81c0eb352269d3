import { flyer } from "@/content/collateral/flyer";
import { applyPath } from "@/content/navigation";
import { fullAddress, site } from "@/content/site";
import { Container } from "@/components/ui/container";
import { absoluteUrl } from "@/lib/seo/metadata";
import { QrCode } from "./qr-code";
import { TearOffStrip } from "./tear-off-strip";
import "./print-pages.css";

const figures = [
  { value: `from ${site.figures.lowestRate}`, label: "card rates" },
  { value: "24 hours", label: "to an approval decision" },
  { value: site.figures.uptime, label: "uptime" },
  { value: site.figures.monthlyVolume, label: "processed monthly" },
  { value: `${site.rating.value}/5`, label: `from ${site.rating.count}+ reviews` },
];

/** The printable US Letter flyer: on screen a sheet of paper, in print the only thing on the page. */
export function FlyerSheet() {
  const applyUrl = absoluteUrl(applyPath);
  const applyHost = applyUrl.replace(/^https?:\/\//, "");
  return (
    <section
      aria-labelledby="flyer-headline"
      className="bg-surface py-10 print:bg-white print:py-0"
    >
      <Container className="print:max-w-none print:px-0">
        <article className="print-page-flyer print-exact mx-auto flex max-w-[8.5in] flex-col gap-5 bg-white p-5 text-ink shadow-xl ring-1 ring-line sm:p-8 print:h-[10.1in] print:max-w-none print:gap-3.5 print:p-0 print:shadow-none print:ring-0">
          <header className="rounded-xl bg-brand-900 px-6 py-6 text-white print:py-5">
            <p className="text-sm font-semibold tracking-wide text-gold uppercase">
              {flyer.kicker}
            </p>
            <h2
              id="flyer-headline"
              className="mt-1 text-3xl font-extrabold text-balance sm:text-5xl print:text-5xl"
            >
              {flyer.headline}
            </h2>
            <p className="mt-3 max-w-xl text-lg text-brand-100">{flyer.lede}</p>
            <p className="mt-3 text-sm font-semibold text-white">
              {site.name} · {site.address.city}, {site.address.regionName} · since{" "}
              {site.foundingYear}
            </p>
          </header>

          <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
            {flyer.benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="rounded-lg border-l-4 border-accent-600 bg-brand-50 px-4 py-3"
              >
                <h3 className="font-bold text-brand-900">{benefit.title}</h3>
                <p className="mt-1 text-sm leading-snug text-ink">{benefit.body}</p>
              </li>
            ))}
          </ul>

          <div className="grid gap-3 sm:grid-cols-[1.4fr_1fr] print:grid-cols-[1.4fr_1fr]">
            {[flyer.cashDiscount, flyer.offer].map((box) => (
              <div key={box.title} className="rounded-lg border border-line p-4">
                <h3 className="font-bold text-accent-700">{box.title}</h3>
                <p className="mt-1 text-sm leading-snug">{box.body}</p>
              </div>
            ))}
          </div>

          <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-5 print:grid-cols-5">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse rounded-lg bg-surface p-2">
                <dt className="text-xs text-muted">{figure.label}</dt>
                <dd className="text-lg font-extrabold text-brand-800">{figure.value}</dd>
              </div>
            ))}
          </dl>

          <div className="flex flex-wrap items-center gap-5">
            <QrCode
              url={applyUrl}
              label={`QR code that opens ${applyUrl}`}
              className="size-32 shrink-0 print:size-[1.35in]"
            />
            <div className="min-w-0 flex-1">
              <p className="font-bold text-brand-900">{flyer.qrCaption}</p>
              <p className="text-sm break-all text-muted">{applyHost}</p>
              <p className="mt-2 text-2xl font-extrabold whitespace-nowrap text-brand-900">
                {site.phone.display}
              </p>
              <p className="text-sm text-muted">
                {site.hours.display} · {fullAddress}
              </p>
            </div>
          </div>

          <TearOffStrip label={flyer.tearOffLabel} />
        </article>
      </Container>
    </section>
  );
}
