import { ArticleJsonLd } from "next-seo";
import { afterword, chapters, ebookMeta, foreword } from "@/content/collateral/credit-card-savings";
import { getRoute } from "@/content/routes";
import { site } from "@/content/site";
import { Container } from "@/components/ui/container";
import { absoluteUrl } from "@/lib/seo/metadata";
import { TextBlocks } from "../text-blocks";
import { EbookToc } from "./ebook-toc";

const path = "/ebook/credit-card-savings";

/** The whole ebook as one article: contents, foreword, chapters and afterword, plus its JSON-LD. */
export function EbookArticle() {
  const entry = getRoute(path);
  return (
    <Container className="grid gap-10 py-12 lg:grid-cols-[17rem_1fr] print:block print:py-0">
      <div>
        <EbookToc chapters={chapters} />
      </div>
      <article aria-labelledby="ebook-title" className="max-w-3xl text-lg print:text-base">
        <h2 id="ebook-title" className="sr-only">
          {ebookMeta.title}
        </h2>
        <TextBlocks blocks={foreword} />
        {chapters.map((chapter, index) => (
          <section
            key={chapter.id}
            id={chapter.id}
            aria-labelledby={`${chapter.id}-title`}
            className="mt-14 scroll-mt-24 border-t border-line pt-10 print:break-before-page print:border-0 print:pt-0"
          >
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
              Chapter {index + 1}
            </p>
            <h2 id={`${chapter.id}-title`} className="mt-1 text-3xl font-bold text-brand-900">
              {chapter.title}
            </h2>
            <p className="mt-2 text-muted italic">{chapter.summary}</p>
            <TextBlocks blocks={chapter.blocks} />
          </section>
        ))}
        <footer className="mt-14 border-t border-line pt-8">
          <TextBlocks blocks={afterword} />
        </footer>
      </article>
      <ArticleJsonLd
        headline={ebookMeta.title}
        description={entry.description}
        url={absoluteUrl(path)}
        image={absoluteUrl(`${path}/opengraph-image`)}
        datePublished={ebookMeta.datePublished}
        dateModified={ebookMeta.dateModified}
        author={{ "@type": "Organization", name: site.name, url: absoluteUrl("/") }}
        publisher={{ "@type": "Organization", name: site.name, logo: absoluteUrl("/icon.svg") }}
        isAccessibleForFree
        mainEntityOfPage={absoluteUrl(path)}
      />
    </Container>
  );
}
