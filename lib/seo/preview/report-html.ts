import { escapeHtml } from "@/lib/notify/email-body";
import { serpLimits } from "../serp-limits";
import { reportScript, reportStyles } from "./report-assets";
import { verdict, type RouteReport } from "./route-report";
import { routeSection, sortData } from "./route-section";

/** A route's row in the summary table: its widths against the limits and its status. */
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
