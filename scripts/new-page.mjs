#!/usr/bin/env node
// `npm run new:page -- <kind> <path> "<label>"`: writes the one file a new page needs, every
// field present, REPLACE: where the words go; then says what to do next. Kinds: industry, pricing,
// comparison (pages at /<path>) and article (a section of /blog, at /blog#<anchor>).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageTemplate } from "./page-templates.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folders = {
  industry: "industries",
  pricing: "pricing",
  comparison: "comparisons",
  article: "blog",
};
const usage = `Usage: npm run new:page -- <kind> <path> "<label>"
  kind   ${Object.keys(folders).join(", ")}
  path   /hair-salons (an article: /blog#choosing-a-terminal)
  label  the page's short name in menus, 2 to 40 characters, e.g. "Salons"`;

function fail(message) {
  console.error(`new:page: ${message}\n\n${usage}`);
  process.exit(1);
}

const [kind, where, label] = process.argv.slice(2);
if (!kind || !where || !label) fail("give a kind, a path and a label.");
if (!(kind in folders)) fail(`"${kind}" is not a kind of page.`);
const slug = where.replace(/^\/?blog#/, "").replace(/^\//, "");
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
  fail(`"${where}" is not a path: lower-case words joined by dashes, like /hair-salons.`);
if (label.length < 2 || label.length > 40)
  fail(`the label is ${label.length} characters; use 2 to 40.`);

const file = path.join("content", folders[kind], `${slug}.md`);
const taken = [
  path.join(root, file),
  ...(kind === "article" ? [] : [path.join(root, "app", slug)]),
  ...Object.values(folders).map((folder) => path.join(root, "content", folder, `${slug}.md`)),
].find((candidate) => existsSync(candidate));
if (taken)
  fail(`${path.relative(root, taken)} exists already: /${slug} is a page. Choose another path.`);

mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
writeFileSync(path.join(root, file), pageTemplate(kind, label));
const url = kind === "article" ? `/blog#${slug}` : `/${slug}`;
console.log(`Wrote ${file} for ${url}.

Next:
  1. Open ${file} and replace every REPLACE: with real words${kind === "industry" ? "\n     and the calculator's zeros with this business's figures" : ""}. docs/marketers.md
     lists the rules of ${kind === "industry" || kind === "article" ? "an" : "a"} ${kind} page.
  2. npm run content:check    until it says every page file passes (seconds; names file and field)
  3. npm run dev              and open http://localhost:3000${url} to read it on the page
  4. npm run seo:preview      to see it as Google and social networks will (builds the site)
  5. Commit the one file. Menus, sitemap, breadcrumb, JSON-LD and the social image follow it.`);
