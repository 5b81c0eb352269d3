import { escapeHtml } from "@/lib/notify/email-body";
import { serpLimits } from "../serp-limits";
import { containsKeyword } from "../snippet-checks";
import type { Cut } from "../text-width";
import type { RouteReport } from "./route-report";

/** The text Google shows, then the marked cut and the words it drops. */
function cutText({ shown, hidden }: Cut): string {
  if (!hidden) return escapeHtml(shown);
  return `${escapeHtml(shown)}<span class="cut" title="Google cuts here">✂</span><s class="dropped">${escapeHtml(hidden)}</s>`;
}

/** Google's "origin › segment › segment" line for a URL. */
function breadcrumb(url: string): string {
  if (!URL.canParse(url)) return url;
  const { origin, pathname } = new URL(url);
  return [origin, ...pathname.split("/").filter(Boolean)].join(" › ");
}

/** "LC" for "Lake Country Merchant Services": the stand-in for the site's icon. */
function initials(siteName: string): string {
  return siteName
    .split(" ")
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
}

function searchResult(report: RouteReport, device: "desktop" | "mobile", siteName: string) {
  return `<div class="serp ${device}">
  <p class="device">${device === "desktop" ? "Google, desktop" : "Google, phone"}</p>
  <div class="site"><span class="favicon">${escapeHtml(initials(siteName))}</span><span><span class="site-name">${escapeHtml(siteName)}</span><span class="crumb">${escapeHtml(breadcrumb(report.page.canonical))}</span></span></div>
  <h3 class="serp-title">${cutText(report.title[device])}</h3>
  <p class="serp-description">${cutText(report.description[device])}</p>
</div>`;
}

function socialCard({ page }: RouteReport, imageSrc: string | null) {
  const host = URL.canParse(page.canonical) ? new URL(page.canonical).host.toUpperCase() : "";
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
  const { page } = report;
  const { title, description } = serpLimits;
  const hasKeyword = containsKeyword(page.title, report.keyword);
  const sitemap = page.sitemap
    ? escapeHtml(`priority ${page.sitemap.priority}, ${page.sitemap.changeFrequency}`)
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

/** The figures the report's script sorts and filters by. */
export function sortData(report: RouteReport, order: number): string {
  return `data-path="${escapeHtml(report.page.path)}" data-order="${order}" data-title="${report.title.desktop.width.toFixed(1)}" data-description="${report.description.mobile.width.toFixed(1)}" data-problems="${report.problems.length}"`;
}

/** One route's card: its problems, its Google results, its social card and its facts. */
export function routeSection(
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
