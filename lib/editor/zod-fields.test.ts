import { readdirSync } from "node:fs";
import type { ComponentSchema } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { z } from "zod";
import config, { editorKinds } from "@/keystatic.config";
import { linkSchema } from "@/content/pages/file-schema";
import { jsonField, optionalGroup } from "./custom-fields";
import { labelOf } from "./zod-fields";

type Def = { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType };
const def = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** Every path of a zod schema that the editor must show, as "a.b[].c". */
function zodPaths(schema: z.core.$ZodType, at: string): string[] {
  const { type, innerType, element } = def(schema);
  if (type === "optional" || type === "readonly") return zodPaths(innerType!, at);
  if (type === "array") return [at, ...zodPaths(element!, `${at}[]`)];
  if (type === "object")
    return [
      ...(at ? [at] : []),
      ...Object.entries((schema as z.ZodObject).shape).flatMap(([key, child]) =>
        zodPaths(child, at ? `${at}.${key}` : key),
      ),
    ];
  return [at];
}

/** The same for the editor's fields; a field that edits a whole part (JSON, a group) covers it. */
function editorPaths(field: ComponentSchema, at: string, schema: z.core.$ZodType): string[] {
  if (field.kind === "array")
    return [at, ...editorPaths(field.element, `${at}[]`, elementOf(schema))];
  if (field.kind === "object")
    return [
      ...(at ? [at] : []),
      ...Object.entries(field.fields).flatMap(([key, child]) =>
        editorPaths(child, at ? `${at}.${key}` : key, shapeOf(schema)[key]!),
      ),
    ];
  return zodPaths(schema, at);
}

const unwrap = (schema: z.core.$ZodType): z.core.$ZodType => {
  const { type, innerType } = def(schema);
  return type === "optional" || type === "readonly" ? unwrap(innerType!) : schema;
};
const elementOf = (schema: z.core.$ZodType) => def(unwrap(schema)).element!;
const shapeOf = (schema: z.core.$ZodType) => (unwrap(schema) as z.ZodObject).shape;

describe("the page editor (keystatic.config.ts)", () => {
  it.each(editorKinds.map((kind) => [kind.name, kind] as const))(
    "has a field for every front-matter field of the %s schema, and none the schema lacks",
    (name, { schema }) => {
      const collection = config.collections![name]!;
      const editor = { kind: "object", fields: collection.schema } as ComponentSchema;
      expect(editorPaths(editor, "", schema).sort()).toEqual(zodPaths(schema, "").sort());
    },
  );

  it.each(editorKinds.map((kind) => [kind.name] as const))(
    "opens every file of content/%s with Keystatic's reader, as the editor does",
    async (name) => {
      const reader = createReader(process.cwd(), config);
      const files = readdirSync(`content/${name}`).filter((file) => file.endsWith(".md"));
      const entries = await reader.collections[name]!.all();
      expect(entries.map((entry) => `${entry.slug}.md`).sort()).toEqual(files.sort());
    },
  );

  it("leaves an empty optional link out of the file, and refuses half of one with the schema's words", () => {
    const link = optionalGroup({ label: "Link", schema: linkSchema, labelOf });
    expect(link.serialize({ label: "", href: "" }).value).toBeUndefined();
    expect(link.serialize({ label: "Apply", href: "/apply" }).value).toEqual({
      label: "Apply",
      href: "/apply",
    });
    expect(() => link.validate({ label: "Apply", href: "apply" })).toThrow(
      "href: must be a path of this site like '/apply' or https://…",
    );
  });

  it("writes a JSON part as data and refuses JSON its schema does not accept", () => {
    const sitemap = jsonField({
      label: "Sitemap",
      schema: z.union([z.strictObject({ priority: z.number() }), z.literal(false)]).optional(),
    });
    expect(sitemap.serialize('{ "priority": 0.5 }').value).toEqual({ priority: 0.5 });
    expect(sitemap.serialize("").value).toBeUndefined();
    expect(() => sitemap.validate("{ priority: 0.5 }")).toThrow(/not valid JSON/);
    expect(() => sitemap.validate('{ "priority": "high" }')).toThrow(/priority/);
  });
});
