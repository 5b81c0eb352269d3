import type { Metadata } from "next";
import { ContentPageView } from "@/components/sections/content-page";
import { contentPage, contentPages } from "@/content/pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImageMetadata } from "@/lib/seo/og-image";

type Props = { params: Promise<{ slug: string }> };

// Every industry, pricing-model and comparison page, one per file in content/: pre-rendered at
// build; any other path is a 404. (Next allows one dynamic segment per level, so the three kinds
// share this route and components/sections/content-page.tsx picks each kind's layout.)
export const dynamicParams = false;

export function generateStaticParams() {
  return contentPages.map((page) => ({ slug: page.path.slice(1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = `/${(await params).slug}`;
  return ogImageMetadata(path, pageMetadata(path));
}

export default async function ContentPage({ params }: Props) {
  return <ContentPageView page={contentPage(`/${(await params).slug}`)} />;
}
