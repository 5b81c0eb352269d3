import { BlogArticleSection } from "@/components/sections/blog/blog-article";
import { ContentPageView } from "@/components/sections/content-page";
import { blogArticles } from "@/content/blog";
import { contentPages } from "@/content/pages";
import { FollowEditor } from "./follow-editor.client";
import { SearchCard } from "./search-card";

/** The page file the editor has open, from its address (/keystatic/collection/<kind>/item/<file>). */
function openFile(params: readonly string[]) {
  const [section, kind, item, name] = params;
  if (section !== "collection" || item !== "item" || !kind || !name) return null;
  return { kind, name: decodeURIComponent(name) };
}

/**
 * Beside the editor's form: the open file's Google results and social card, then the page itself,
 * rendered by the site's own components from the file as saved. Saving rewrites the file, the
 * dev server reads it again, and this follows.
 */
export function EditorPreview({ params }: { params: readonly string[] }) {
  const file = openFile(params);
  const article =
    file?.kind === "blog" ? blogArticles.find((entry) => entry.id === file.name) : undefined;
  const page =
    file && file.kind !== "blog"
      ? contentPages.find((entry) => entry.path === `/${file.name}`)
      : undefined;
  const path = article ? "/blog" : page?.path;
  return (
    <aside
      aria-label="Preview"
      className="min-h-0 overflow-y-auto border-l border-slate-200 bg-slate-50"
    >
      <FollowEditor />
      {path ? (
        <>
          <div className="p-4">
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Search and share: {article ? `${path}#${article.id}` : path}
            </h2>
            <SearchCard path={path} />
          </div>
          <div className="bg-white">
            {article ? (
              <BlogArticleSection article={article} />
            ) : page ? (
              <ContentPageView page={page} />
            ) : null}
          </div>
        </>
      ) : (
        <p className="p-6 text-slate-700">
          {file
            ? "Save the new page once to see its preview here (the file is written when you save)."
            : "Open a page to see it here as Google, social networks and visitors will."}
        </p>
      )}
    </aside>
  );
}
