import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextArea, TextField } from "@keystar/ui/text-field";
import type { z } from "zod";

type Issue = { message: string; path: PropertyKey[]; code?: string; errors?: Issue[][] };

/** A union's complaint is the one of the shape that came closest (its issue lies deepest). */
function specific(issue: Issue): Issue {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return issue;
  const closest = issue.errors
    .map((issues) => specific(issues[0]!))
    .reduce((a, b) => (b.path.length > a.path.length ? b : a));
  return { ...closest, path: [...issue.path, ...closest.path] };
}

/** The schema's first complaint about a value, as one line naming the part. */
function problem(schema: z.core.$ZodType, value: unknown): string | null {
  const result = (schema as z.ZodType).safeParse(value);
  if (result.success) return null;
  const issue = specific(result.error.issues[0] as Issue);
  return [issue.path.join("."), issue.message].filter(Boolean).join(": ");
}

function ensure(message: string | null) {
  if (message) throw new Error(message);
}

type Group = Record<string, string>;

/** The filled-in parts of a group; empty when none is. */
const filled = (value: Group) =>
  Object.fromEntries(Object.entries(value).filter(([, text]) => text));

/**
 * An optional group of texts (a link's label and address): all empty leaves it out of the file,
 * which Keystatic's own object field cannot do (it would write `link: {}`).
 */
export function optionalGroup({
  label,
  schema,
  labelOf,
}: {
  label: string;
  schema: z.ZodObject;
  labelOf: (key: string) => string;
}): BasicFormField<Group> {
  const keys = Object.keys(schema.shape);
  const empty = () => Object.fromEntries(keys.map((key) => [key, ""]));
  const check = (value: Group) =>
    Object.keys(filled(value)).length ? problem(schema, filled(value)) : null;
  const parse = (stored: FormFieldStoredValue): Group => {
    const record = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
    return {
      ...empty(),
      ...Object.fromEntries(keys.map((key) => [key, String(record[key] ?? "")])),
    };
  };
  return {
    kind: "form",
    label,
    defaultValue: empty,
    parse,
    serialize: (value) => ({
      value: Object.keys(filled(value)).length ? filled(value) : undefined,
    }),
    validate(value) {
      ensure(check(value));
      return value;
    },
    reader: { parse: (stored) => filled(parse(stored)) },
    Input({ value, onChange, forceValidation }) {
      const message = forceValidation ? check(value) : null;
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 12 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>
            {label} (optional: leave both empty for none)
          </legend>
          {keys.map((key) => (
            <TextField
              key={key}
              label={labelOf(key)}
              value={value[key] ?? ""}
              onChange={(text) => onChange({ ...value, [key]: text })}
              errorMessage={message ?? undefined}
            />
          ))}
        </fieldset>
      );
    },
  };
}

/** A part with a shape the form has no widget for (a table or a {{figure}}, a record): JSON, checked by its schema. */
export function jsonField({
  label,
  schema,
}: {
  label: string;
  schema: z.core.$ZodType;
}): BasicFormField<string> {
  const decoded = (text: string): { value?: unknown; error?: string } => {
    if (!text.trim()) return { value: undefined };
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      return { error: `not valid JSON: ${(error as Error).message}` };
    }
  };
  const check = (text: string) => {
    const { value, error } = decoded(text);
    return error ?? problem(schema, value);
  };
  return {
    kind: "form",
    label,
    defaultValue: () => "",
    parse: (stored) => (stored === undefined ? "" : JSON.stringify(stored, null, 2)),
    serialize: (text) => ({ value: decoded(text).value as FormFieldStoredValue }),
    validate(text) {
      ensure(check(text));
      return text;
    },
    reader: { parse: (stored) => (stored === undefined ? "" : JSON.stringify(stored)) },
    Input({ value, onChange, forceValidation }) {
      return (
        <TextArea
          label={label}
          description="Written as JSON here, saved as YAML in the file."
          value={value}
          onChange={onChange}
          errorMessage={(forceValidation ? check(value) : null) ?? undefined}
        />
      );
    },
  };
}
