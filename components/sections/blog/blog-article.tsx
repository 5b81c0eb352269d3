import { ArticleJsonLd } from "next-seo";
import { LinkList } from "@/components/sections/company/link-list";
import { Container } from "@/components/ui/container";
import { readingMinutes, type BlogArticle } from "@/content/blog";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/metadata";
import { formatIsoDate } from "@/lib/text";

const blogPath = "/blog";

/** One complete article of /blog, anchored by its id, with its Article JSON-LD. */
export function BlogArticleSection({ article }: { article: BlogArticle }) {
  const url = `${absoluteUrl(blogPath)}#${article.id}`;
  return (
    <article aria-labelledby={article.id} className="border-t border-line py-12">
      <Container className="max-w-3xl">
        <h2
          id={article.id}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
        >
          {article.headline}
        </h2>
        <p className="mt-3 text-sm text-muted">
          By the {site.name} team · Published{" "}
          <time dateTime={article.datePublished}>{formatIsoDate(article.datePublished)}</time>
          {article.dateModified !== article.datePublished && (
            <>
              {" "}
              · Updated{" "}
              <time dateTime={article.dateModified}>{formatIsoDate(article.dateModified)}</time>
            </>
          )}{" "}
          · {readingMinutes(article)} min read
        </p>
        <div className="prose-copy mt-6 text-lg">
          <p>{article.lede}</p>
        </div>
        {article.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h3 className="text-xl font-semibold text-brand-900">{section.heading}</h3>
            <div className="prose-copy mt-3">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{paragraph}</p>
              ))}
            </div>
            {section.points && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-muted marker:text-accent-600">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <aside aria-label={`Related pages: ${article.headline}`} className="mt-10">
          <p className="font-semibold text-ink">Read next</p>
          <LinkList links={article.related} className="mt-3" />
        </aside>
        <p className="mt-8 text-sm">
          <a href="#contents-title" className="rounded text-brand-700 underline underline-offset-4">
            Back to the list of guides
          </a>
        </p>
      </Container>
      <ArticleJsonLd
        scriptKey={`article-jsonld-${article.id}`}
        headline={article.headline}
        description={article.description}
        url={url}
        mainEntityOfPage={{ "@type": "WebPage", "@id": `${absoluteUrl(blogPath)}#webpage` }}
        datePublished={article.datePublished}
        dateModified={article.dateModified}
        image={absoluteUrl(`${blogPath}/opengraph-image`)}
        author={{ "@type": "Organization", name: site.name, url: absoluteUrl("/") }}
        publisher={{
          "@type": "Organization",
          name: site.name,
          url: absoluteUrl("/"),
          logo: absoluteUrl("/icon.svg"),
        }}
        isAccessibleForFree
      />
    </article>
  );
}
