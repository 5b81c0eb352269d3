import { contentPages } from "@/content/pages";
import { ogImage } from "@/lib/seo/og-image";

// The social image of every page file, pre-rendered at build at the path Next gives a route's
// opengraph-image.tsx. A route handler rather than that file: the file convention takes one fixed
// `alt` for all the pages of a dynamic route, and each page's alt names its own headline.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return contentPages.map((page) => ({ slug: page.path.slice(1) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return ogImage(`/${(await params).slug}`);
}
