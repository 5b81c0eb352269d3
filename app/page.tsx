import { PageShell } from "@/components/layout/page-shell";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/";

export const metadata = pageMetadata(path);

export default function HomePage() {
  return <PageShell path={path}>home</PageShell>;
}
