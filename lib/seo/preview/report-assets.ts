/**
 * The search preview's stylesheet and script, inlined into its one HTML file so that it opens
 * from disk with nothing beside it but the social images.
 */
export const reportStyles = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#1f2937;background:#f3f4f6}
header{padding:16px 24px;background:#0b1f4b;color:#fff}
header h1{margin:0 0 4px;font-size:22px}
header p{margin:4px 0;max-width:1100px}
header .good{color:#86efac}header .bad{color:#fca5a5}
.controls label{font-weight:600;cursor:pointer}
main{padding:16px 24px}
.summary{border-collapse:collapse;background:#fff;margin-bottom:24px;font-variant-numeric:tabular-nums}
.summary caption{text-align:left;font-weight:600;padding:4px 0}
.summary th,.summary td{border:1px solid #e5e7eb;padding:3px 10px;text-align:right}
.summary th[scope=row],.summary thead th:first-child{text-align:left;font-weight:400}
.summary thead th:first-child{font-weight:600}
tr.noindex td{color:#6b7280;font-weight:400}
.summary thead th{background:#e5e7eb}
.summary button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;text-decoration:underline dotted}
.summary button[aria-pressed=true]::after{content:" ▼"}
td.bad,dd.bad,tr.bad{color:#b91c1c;font-weight:700}
td.good{color:#15803d}
.route{background:#fff;border:1px solid #e5e7eb;border-left:6px solid #16a34a;border-radius:8px;padding:12px 16px;margin-bottom:16px}
.route.has-problems{border-left-color:#dc2626}
.route h2{margin:0 0 8px;font-size:17px}
.problems{margin:0 0 12px;padding:8px 12px 8px 28px;background:#fef2f2;color:#991b1b;border-radius:6px}
.previews{display:grid;grid-template-columns:600px 400px minmax(200px,1fr);gap:20px;align-items:start}
.device{margin:0 0 6px;font:600 11px/1.4 system-ui,sans-serif;color:#6b7280;text-transform:uppercase;letter-spacing:.05em}
.serp{font-family:Arial,"Liberation Sans",sans-serif;margin-bottom:16px}
.serp.desktop{width:600px}
.serp.mobile{width:360px;padding:12px 16px;border:1px solid #dadce0;border-radius:12px}
.site{display:flex;gap:10px;align-items:center;margin-bottom:4px}
.favicon{display:grid;place-items:center;width:26px;height:26px;border-radius:50%;background:#1e3a8a;color:#fff;font:700 10px Arial,sans-serif}
.site-name{display:block;font-size:14px;color:#202124}
.crumb{display:block;font-size:12px;color:#4d5156}
.serp-title{margin:0 0 4px;font:400 20px/1.3 Arial,"Liberation Sans",sans-serif;color:#1a0dab}
.serp-description{margin:0;font:400 14px/1.58 Arial,"Liberation Sans",sans-serif;color:#4d5156}
.cut{display:inline-block;margin:0 3px;padding:0 3px;border-radius:3px;background:#dc2626;color:#fff;font:700 12px/1.4 system-ui,sans-serif;vertical-align:middle}
.dropped{color:#b91c1c;opacity:.65}
.card{width:400px;font-family:Helvetica,Arial,sans-serif}
.card img,.no-image{display:block;width:400px;height:210px;border:1px solid #dadde1;border-bottom:0;object-fit:cover}
.no-image{display:grid;place-items:center;background:#fee2e2;color:#991b1b}
.card-text{padding:10px 12px;background:#f0f2f5;border:1px solid #dadde1}
.card-text p{margin:0;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical}
.card-host{font-size:12px;color:#65676b;-webkit-line-clamp:1}
.card-title{font-size:16px;font-weight:600;line-height:20px;color:#050505;-webkit-line-clamp:2}
.card-description{font-size:14px;color:#65676b;-webkit-line-clamp:1}
.widths{margin:0 0 10px;padding:0;list-style:none;font-variant-numeric:tabular-nums}
.widths li{margin-bottom:4px}
.widths li.bad{color:#b91c1c;font-weight:700}
.bar{display:block;height:6px;background:#e5e7eb;border-radius:3px;overflow:hidden}
.bar span{display:block;height:100%;background:#16a34a}
.bad .bar span{background:#dc2626}
.facts{margin:0;font-size:13px}
.facts dt{color:#6b7280;margin-top:4px}.facts dd{margin:0;overflow-wrap:anywhere}
@media (max-width:1300px){.previews{grid-template-columns:600px 1fr}.about{grid-column:1/-1}}
`;

/** Sorting by a summary column (the route cards follow) and the "only problems" filter. */
export const reportScript = `
const rows = document.getElementById("summary-rows");
const routes = document.getElementById("routes");
const onlyProblems = document.getElementById("only-problems");
const count = document.getElementById("shown-count");
const sorters = { path: (a, b) => a.dataset.path.localeCompare(b.dataset.path),
  title: (a, b) => b.dataset.title - a.dataset.title,
  description: (a, b) => b.dataset.description - a.dataset.description,
  problems: (a, b) => b.dataset.problems - a.dataset.problems || a.dataset.order - b.dataset.order };
function sortBy(key) {
  for (const button of document.querySelectorAll("[data-sort]"))
    button.setAttribute("aria-pressed", String(button.dataset.sort === key));
  for (const list of [rows, routes])
    list.append(...[...list.children].sort(sorters[key] || ((a, b) => a.dataset.order - b.dataset.order)));
}
function filter() {
  let shown = 0;
  for (const item of [...rows.children, ...routes.children]) {
    item.hidden = onlyProblems.checked && item.dataset.problems === "0";
    if (!item.hidden && item.parentElement === rows) shown += 1;
  }
  count.textContent = shown + " of " + rows.children.length + " routes shown";
  document.getElementById("no-problems").hidden = shown > 0;
}
for (const button of document.querySelectorAll("[data-sort]"))
  button.addEventListener("click", () => sortBy(button.dataset.sort));
onlyProblems.addEventListener("change", filter);
filter();
`;
