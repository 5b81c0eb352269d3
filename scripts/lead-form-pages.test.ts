import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findLeadFormPages, leadFormPagesFile } from "./lead-form-pages.mjs";

/** A throwaway project: files by path, relative to its root. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "lead-form-pages-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const form = `export function Form() { return <form><FormMetaFields idPrefix="x" /></form>; }`;
const empty = `export default function Page() { return null; }`;

describe("the pages that render a lead form", () => {
  it("is the committed list (run `node scripts/lead-form-pages.mjs` and commit it when not)", () => {
    const committed = JSON.parse(readFileSync(leadFormPagesFile, "utf8")) as string[];
    expect(findLeadFormPages()).toEqual(committed);
  });

  it("includes the forms the site is known to carry", () => {
    expect(findLeadFormPages()).toEqual(
      expect.arrayContaining(["/", "/apply", "/contact", "/friends", "/statement-review"]),
    );
  });

  it("follows aliased, relative, re-exported and dynamic imports, but not type-only ones", () => {
    const root = project({
      "app/layout.tsx": empty,
      "app/page.tsx": `import { Section } from "@/components/section";\n${empty}`,
      "app/about/page.tsx": `import type { Form } from "../../components/form";\n${empty}`,
      "app/faq/page.tsx": `const load = () => import("@/components/form");\n${empty}`,
      "app/help/page.tsx": `import { Form } from "@/components/barrel";\n${empty}`,
      "app/terms/page.tsx": empty,
      "components/section.tsx": `import { Form } from "./form";\nexport const Section = Form;`,
      "components/barrel.ts": `export { Form } from "./form";`,
      "components/form.tsx": form,
    });
    try {
      expect(findLeadFormPages(root)).toEqual(["/", "/faq", "/help"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("counts a form in a layout for every page under it, and survives import cycles", () => {
    const root = project({
      "app/layout.tsx": empty,
      "app/page.tsx": `import "@/components/a";\n${empty}`,
      "app/shop/layout.tsx": `import { Form } from "@/components/form";\n${empty}`,
      "app/shop/cart/page.tsx": empty,
      "components/a.ts": `import "./b";`,
      "components/b.ts": `import "./a";`,
      "components/form.tsx": form,
    });
    try {
      expect(findLeadFormPages(root)).toEqual(["/shop/cart"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
