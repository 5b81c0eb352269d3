import { PageShell } from "@/components/layout/page-shell";
import { ArticleContents } from "@/components/sections/blog/article-contents";
import { BlogArticleSection } from "@/components/sections/blog/blog-article";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { blogArticles } from "@/content/blog";
import { blogCopy } from "@/content/pages/blog";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/blog";

export const metadata = pageMetadata(path);

export default function BlogPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={blogCopy} />
      <ArticleContents />
      {blogArticles.map((article) => (
        <BlogArticleSection key={article.id} article={article} />
      ))}
      <CtaBand cta={blogCopy.cta} />
    </PageShell>
  );
}
