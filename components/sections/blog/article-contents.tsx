import { Container } from "@/components/ui/container";
import { blogArticles, readingMinutes } from "@/content/blog";

/** The table of contents of /blog: one in-page link per article, with its summary. */
export function ArticleContents() {
  return (
    <Container className="py-10">
      <nav
        aria-labelledby="contents-title"
        className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="contents-title" className="text-xl font-bold text-brand-900">
          In these guides
        </h2>
        <ol className="mt-5 grid gap-5 md:grid-cols-2">
          {blogArticles.map((article, index) => (
            <li key={article.id} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-accent-700">
                {index + 1}.
              </span>
              <div>
                <a
                  href={`#${article.id}`}
                  className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {article.headline}
                </a>
                <p className="mt-1 text-sm text-muted">
                  {article.description} {readingMinutes(article)} min read.
                </p>
              </div>
            </li>
          ))}
        </ol>
      </nav>
    </Container>
  );
}
