// A signed download link followed as the team's browser follows it: the GET answers a page with
// one button; pressing it posts the same link back from this site's page (Sec-Fetch-Site:
// same-origin, as a browser sends it), and only that answer is the file.

/** The link's page (GET), then, when it offers the button, the file (the button's POST). */
export async function fetchStatement(
  siteUrl: string,
  link: string | URL,
): Promise<{ page: Response; html: string; response: Response }> {
  const url = new URL(link);
  const page = await fetch(`${siteUrl}${url.pathname}${url.search}`);
  const html = await page.text();
  if (page.status !== 200) return { page, html, response: page };
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error(`The link's page has no download button:\n${html}`);
  const response = await fetch(`${siteUrl}${action.replaceAll("&amp;", "&")}`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin", Origin: siteUrl },
  });
  return { page, html, response };
}
