import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { jsonField, optionalGroup } from "./custom-fields";

type Schema = z.core.$ZodType;
type Check = { _zod: { def: { check: string; minimum?: number; maximum?: number } } };

/** Field labels where the key alone reads badly; every other key is turned into words. */
const labels: Record<string, string> = {
  ogEyebrow: "Social image eyebrow",
  cta: "Call to action",
  faq: "FAQ",
  faqs: "FAQs",
  href: "Link (a path like /apply)",
  noindex: "Keep out of search engines (the reason)",
};

/** "monthlyVolume" → "Monthly volume". */
export function labelOf(key: string): string {
  if (labels[key]) return labels[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const def = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** A length check's bound (`z.array(...).min(3)`) from the schema's checks. */
function lengthBound(schema: Schema, check: "min_length" | "max_length"): number | undefined {
  const checks = (def(schema).checks ?? []) as Check[];
  const found = checks.find((candidate) => candidate._zod.def.check === check)?._zod.def;
  return check === "min_length" ? found?.minimum : found?.maximum;
}

/** Peels `.readonly()`; an `.optional()` is reported so the field can be left empty. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  const { type } = def(schema);
  if (type === "readonly") return unwrap(def(schema).innerType as Schema);
  if (type === "optional")
    return { inner: unwrap(def(schema).innerType as Schema).inner, optional: true };
  return { inner: schema, optional: false };
}

type RegexCheck = { _zod: { def: { format?: string; pattern?: RegExp; error?: () => string } } };

/** The schema's `.regex(pattern, message)`, for the form to say the same thing the check says. */
function regexOf(schema: z.ZodString) {
  const checks = (def(schema).checks ?? []) as RegexCheck[];
  const found = checks.find((check) => check._zod.def.format === "regex")?._zod.def;
  return found?.pattern
    ? { regex: found.pattern, message: found.error?.() ?? "has the wrong form" }
    : null;
}

function textField(label: string, schema: z.ZodString, optional: boolean, multiline: boolean) {
  const regex = optional ? null : regexOf(schema);
  return fields.text({
    label,
    multiline,
    validation: {
      length: { min: optional ? 0 : (schema.minLength ?? 0), max: schema.maxLength ?? Infinity },
      ...(regex ? { pattern: { regex: regex.regex, message: `${label} ${regex.message}` } } : {}),
    },
  });
}

/** Strings this long read better in a box of several lines. */
const longText = (schema: z.ZodString) => (schema.minLength ?? 0) >= 20;

/**
 * The Keystatic field that edits a value of `schema`: text, number, checkbox, select, list and
 * group follow the zod schema's own bounds; an optional group of texts can be left empty, and
 * anything else (a union, a record) is edited as JSON and checked by the schema itself.
 */
export function fieldFor(key: string, schema: Schema): ComponentSchema {
  const label = labelOf(key);
  const { inner, optional } = unwrap(schema);
  const { type } = def(inner);
  if (type === "string") {
    const text = inner as z.ZodString;
    return textField(label, text, optional, longText(text));
  }
  if (type === "number" && !optional) {
    const number = inner as z.ZodNumber;
    const bounds = { min: number.minValue ?? undefined, max: number.maxValue ?? undefined };
    return number.isInt
      ? fields.integer({ label, validation: { isRequired: true, ...bounds } })
      : fields.number({ label, step: 0.01, validation: { isRequired: true, ...bounds } });
  }
  if (type === "boolean" && !optional) return fields.checkbox({ label });
  if (type === "enum" && !optional) {
    const options = (inner as z.ZodEnum).options.map((value) => ({
      label: String(value),
      value: String(value),
    }));
    return fields.select({ label, options, defaultValue: options[0]!.value });
  }
  if (type === "array" && !optional) {
    const element = def(inner).element as Schema;
    const item = fieldFor(key.replace(/s$/, ""), element);
    return fields.array(item, {
      label,
      itemLabel: (props) => itemLabel(props),
      validation: {
        length: { min: lengthBound(inner, "min_length"), max: lengthBound(inner, "max_length") },
      },
    });
  }
  if (type === "object" && !optional)
    return fields.object(fieldsFor(inner as z.ZodObject), { label });
  if (type === "object" && isGroupOfTexts(inner as z.ZodObject))
    return optionalGroup({ label, schema: inner as z.ZodObject, labelOf });
  return jsonField({ label, schema });
}

function isGroupOfTexts(schema: z.ZodObject): boolean {
  return Object.values(schema.shape).every((child) => def(unwrap(child).inner).type === "string");
}

/** A list item's name in the editor: its text, or the first text of its parts. */
function itemLabel(props: unknown): string {
  const { value, fields: parts } = props as {
    value?: unknown;
    fields?: Record<string, { value?: unknown }>;
  };
  if (typeof value === "string") return value || "New item";
  const first = Object.values(parts ?? {})
    .map((part) => part.value)
    .find((text) => typeof text === "string" && text);
  return typeof first === "string" ? first : "Item";
}

/**
 * One editor field per key of an object schema, in the schema's order (Keystatic writes the front
 * matter in this order); `own` replaces the fields a collection edits its own way.
 */
export function fieldsFor(
  schema: z.ZodObject,
  own: Record<string, ComponentSchema> = {},
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, child]) => [
      key,
      own[key] ?? fieldFor(key, child as Schema),
    ]),
  );
}
