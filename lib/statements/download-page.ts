import { createHash } from "node:crypto";
import { siteName } from "@/content/site";
import { formatFileSize } from "./limits";

const escapeMap: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapeMap[char]!);

// The site's colours and type (app/globals.css), in one hashed style block: the page runs no script.
const style = `
body{margin:0;background:#f8fafc;color:#0f172a;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans","Liberation Sans","Helvetica Neue",Arial,system-ui,sans-serif;line-height:1.5}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #dbe9fe;border-radius:.75rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0b1f4b}
p{margin:0 0 1rem;color:#475569}
.file{color:#0f172a;font-weight:600;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;color:#fff;background:#1e40af;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer;overflow-wrap:anywhere}
button:hover{background:#0b1f4b}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
`.trim();

const styleHash = createHash("sha256").update(style).digest("base64");

/**
 * The policy of the page: no script, no frames, no outside requests; its one style block by hash,
 * and a form that may post only to this site.
 */
export const downloadPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** What the page names: the file the button downloads. */
export type DownloadPageFile = { name: string; size: number; action: string };

/**
 * The page a signed link's GET answers: one button that posts the same link back, so a mail
 * scanner or link preview that follows the link fetches this page and never the statement. A
 * real form, so it works without JavaScript; everything from the link or the row is escaped.
 */
export function downloadPageHtml(file: DownloadPageFile): string {
  const name = escapeHtml(file.name);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Download a statement | ${escapeHtml(siteName)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Download a statement</h1>
<p>This link opens one statement a merchant sent for review: <span class="file">${name}</span> (${escapeHtml(formatFileSize(file.size))}).</p>
<p>The file is sent only when you press the button, so an email scanner or link preview that opens this link does not fetch it.</p>
<form method="post" action="${escapeHtml(file.action)}">
<button type="submit">Download ${name}</button>
</form>
</main>
</body>
</html>
`;
}
