import { Download } from "@/components/ui/icons";
import { getImageProps } from "next/image";
import { superhero } from "@/content/collateral/superhero-download";
import { Container } from "@/components/ui/container";

/** Where the PNG is served; drawn at build time by the route beside the page. */
export const superheroImagePath = `/superhero-download/${superhero.fileName}`;

const panels = [superhero.villain, ...superhero.powers, superhero.kryptonite, superhero.sidekick];

const alt = `${superhero.title}: a comic-style one-pager in which a caped hero explains a compliant cash discount in six panels. Its full text follows on this page.`;

const { props: preview } = getImageProps({
  src: superheroImagePath,
  width: superhero.size.width,
  height: superhero.size.height,
  sizes: "(min-width: 1024px) 26rem, 100vw",
  alt,
});

/** The one-pager: a preview, the full-size download and its text version for email and screen readers. */
export function SuperheroOnePager() {
  return (
    <section aria-labelledby="one-pager-title" className="py-12">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <figure>
          {/* Optimized by getImageProps; <Image> would ship client code for no interaction. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            {...preview}
            alt={alt}
            className="h-auto w-full rounded-xl shadow-lg ring-1 ring-line"
          />
          <figcaption className="mt-4">
            <a
              href={superheroImagePath}
              download={superhero.fileName}
              className="inline-flex items-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700"
            >
              <Download className="size-5" aria-hidden="true" />
              Download the PNG ({superhero.size.width}×{superhero.size.height})
            </a>
          </figcaption>
        </figure>
        <div>
          <h2 id="one-pager-title" className="text-2xl font-bold text-brand-900">
            Text version of the one-pager
          </h2>
          <p className="mt-2 text-lg font-semibold text-ink">
            {superhero.title}: {superhero.tagline}
          </p>
          <p className="mt-2 text-muted">The Crusader, cape flying: “{superhero.catchphrase}”</p>
          {panels.map((panel) => (
            <div key={panel.title} className="mt-5">
              <h3 className="font-bold text-brand-800">{panel.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{panel.body}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
