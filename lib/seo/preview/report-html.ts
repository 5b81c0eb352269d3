import { serpLimits } from "../serp-limits";
import type { Cut } from "../text-width";
import { verdict, type RouteReport } from "./route-report";
import { reportScript, reportStyles } from "./report-assets";

/** Text made safe to place in HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The text Google shows, then the marked cut and the words it drops. */
function cutText({ shown, hidden }: Cut): string {
  if (!hidden) return escapeHtml(shown);
  return `${escapeHtml(shown)}<span class="cut" title="Google cuts here">✂</span><s class="dropped">${escapeHtml(hidden)}</s>`;
}

/** Google's "origin › segment › segment" line for a URL. */
function breadcrumb(url: string): string {
  const { origin, pathname } = new URL(url);
  return [origin, ...pathname.split("/").filter(Boolean)].join(" › ");
}

function searchResult(report: RouteReport, device: "desktop" | "mobile", siteName: string) {
  return `<div class="serp ${device}">
  <p class="device">${device === "desktop" ? "Google, desktop" : "Google, phone"}</p>
  <div class="site"><span class="favicon">LC</span><span><span class="site-name">${escapeHtml(siteName)}</span><span class="crumb">${escapeHtml(breadcrumb(report.page.canonical))}</span></span></div>
  <h3 class="serp-title">${cutText(report.title[device])}</h3>
  <p class="serp-description">${cutText(report.description[device])}</p>
</div>`;
}

function socialCard({ page }: RouteReport, imageSrc: string | null) {
  const host = page.canonical ? new URL(page.canonical).host.toUpperCase() : "";
  const image = imageSrc
    ? `<img src="${escapeHtml(imageSrc)}" alt="${escapeHtml(page.image?.alt ?? "")}" width="400" height="210">`
    : `<div class="no-image">No Open Graph image</div>`;
  return `<div class="card">
  <p class="device">Facebook and LinkedIn, large card</p>
  ${image}
  <div class="card-text"><p class="card-host">${escapeHtml(host)}</p><p class="card-title">${escapeHtml(page.socialTitle)}</p><p class="card-description">${escapeHtml(page.socialDescription)}</p></div>
</div>`;
}

function width(px: number, limit: number, label: string): string {
  const percent = Math.min(100, (px / limit) * 100).toFixed(1);
  return `<li class="${px > limit ? "bad" : ""}">${label}: ${Math.round(px)} of ${limit} px<span class="bar"><span style="width:${percent}%"></span></span></li>`;
}

function facts(report: RouteReport): string {
  const { page, problems } = report;
  const { title, description } = serpLimits;
  const hasKeyword = !problems.some((problem) => problem.check === "keyword");
  const sitemap = page.sitemap
    ? `priority ${page.sitemap.priority}, ${page.sitemap.changeFrequency}`
    : "not listed";
  const image = page.image
    ? `${page.image.width}×${page.image.height}, alt “${escapeHtml(page.image.alt)}”`
    : "none";
  return `<ul class="widths">
  ${width(report.title.desktop.width, title.desktopPx, "Title, desktop")}
  ${width(report.description.mobile.width, description.mobilePx, "Description, phone")}
  ${width(report.description.desktop.width, description.desktopPx, "Description, desktop")}
</ul>
<dl class="facts">
  <dt>First keyword</dt><dd class="${hasKeyword ? "" : "bad"}">${escapeHtml(report.keyword)} ${hasKeyword ? "(in the title)" : "(not in the title)"}</dd>
  <dt>JSON-LD</dt><dd>${escapeHtml(page.jsonLdTypes.join(", ") || "none")}</dd>
  <dt>Canonical</dt><dd>${escapeHtml(page.canonical)}</dd>
  <dt>Sitemap</dt><dd>${sitemap}</dd>
  ${page.noindex ? "<dt>Robots</dt><dd>noindex: kept out of search results, so not checked</dd>" : ""}
  <dt>Social image</dt><dd>${image}</dd>
</dl>`;
}

function sortData(report: RouteReport, order: number): string {
  return `data-path="${escapeHtml(report.page.path)}" data-order="${order}" data-title="${report.title.desktop.width.toFixed(1)}" data-description="${report.description.mobile.width.toFixed(1)}" data-problems="${report.problems.length}"`;
}

function summaryRow(report: RouteReport, order: number): string {
  const { title, description } = serpLimits;
  const cell = (px: number, limit: number) =>
    `<td class="${px > limit ? "bad" : ""}">${Math.round(px)}</td>`;
  const { noindex } = report.page;
  const status = noindex
    ? "<td>noindex, not checked</td>"
    : report.problems.length
      ? `<td class="bad">${report.problems.length} to fix</td>`
      : `<td class="good">OK</td>`;
  return `<tr class="${noindex ? "noindex" : ""}" ${sortData(report, order)}><th scope="row"><a href="#route-${order}">${escapeHtml(report.page.path)}</a></th>${cell(report.title.desktop.width, title.desktopPx)}${cell(report.description.mobile.width, description.mobilePx)}${status}</tr>`;
}

function routeSection(
  report: RouteReport,
  order: number,
  imageSrc: string | null,
  siteName: string,
) {
  const problems = report.problems.length
    ? `<ul class="problems">${report.problems.map((problem) => `<li>${escapeHtml(problem.message)}</li>`).join("")}</ul>`
    : "";
  return `<section class="route${report.problems.length ? " has-problems" : ""}" id="route-${order}" ${sortData(report, order)}>
<h2>${escapeHtml(report.page.path)}</h2>
${problems}
<div class="previews">
  <div class="results">${searchResult(report, "desktop", siteName)}${searchResult(report, "mobile", siteName)}</div>
  ${socialCard(report, imageSrc)}
  <div class="about">${facts(report)}</div>
</div>
</section>`;
}

export type ReportInput = {
  reports: readonly RouteReport[];
  siteName: string;
  /** Where the report finds a route's social image, relative to the HTML file; null for none. */
  imageSrc: (report: RouteReport) => string | null;
  generatedAt: Date;
};

/** The whole search and share preview as one self-contained HTML document. */
export function reportHtml({ reports, siteName, imageSrc, generatedAt }: ReportInput): string {
  const { title, description, socialImage } = serpLimits;
  const failing = reports.some((report) => report.problems.length);
  const summary = `<strong class="${failing ? "bad" : "good"}">${escapeHtml(verdict(reports))}</strong>${failing ? " Their problems are in red." : ""}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search and share preview · ${escapeHtml(siteName)}</title>
<style>${reportStyles}</style></head>
<body>
<header><h1>Search and share preview</h1>
<p>${summary} Built pages read ${escapeHtml(generatedAt.toLocaleString("en-US"))}. Limits: titles ${title.desktopPx} px on desktop at ${title.fontPx} px Arial; descriptions ${description.mobilePx} px on phones and ${description.desktopPx} px on desktop at ${description.fontPx} px Arial; social images ${socialImage.width}×${socialImage.height} with alt text. Sources: lib/seo/serp-limits.ts.</p>
<p class="controls"><label><input type="checkbox" id="only-problems"> Only problems</label> <span id="shown-count" aria-live="polite"></span></p></header>
<main>
<table class="summary"><caption>Every route, widths in pixels (click a heading to sort)</caption>
<thead><tr><th scope="col"><button data-sort="path">Route</button></th><th scope="col"><button data-sort="title">Title, desktop (${title.desktopPx})</button></th><th scope="col"><button data-sort="description">Description (phones ${description.mobilePx}, desktop ${description.desktopPx})</button></th><th scope="col"><button data-sort="problems">Status</button></th></tr></thead>
<tbody id="summary-rows">${reports.map((report, order) => summaryRow(report, order)).join("\n")}</tbody></table>
<p id="no-problems" hidden>No route has a problem.</p>
<div id="routes">${reports.map((report, order) => routeSection(report, order, imageSrc(report), siteName)).join("\n")}</div>
</main>
<script>${reportScript}</script>
</body></html>
`;
}
