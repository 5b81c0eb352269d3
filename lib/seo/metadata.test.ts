import { routes } from "@/content/routes";
import { documentTitle } from "./document-title";
import { pageMetadata } from "./metadata";

describe("page metadata", () => {
  it("gives every route its own title, description, canonical and social cards", () => {
    for (const entry of routes) {
      const metadata = pageMetadata(entry.path);
      expect(metadata.description).toBe(entry.description);
      expect(metadata.alternates?.canonical).toBe(entry.path);
      expect(metadata.openGraph).toMatchObject({
        url: entry.path,
        description: entry.description,
        siteName: expect.any(String),
      });
      expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    }
  });

  it("sets every route's whole <title> from the title rule, not from a template", () => {
    for (const entry of routes)
      expect(pageMetadata(entry.path).title).toEqual({ absolute: documentTitle(entry.title) });
  });

  it("keeps noindex routes out of search engines", () => {
    expect(pageMetadata("/restricted").robots).toEqual({ index: false, follow: true });
    expect(pageMetadata("/about").robots).toBeUndefined();
  });
});
