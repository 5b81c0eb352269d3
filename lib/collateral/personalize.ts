/** The fields a salesperson fills in; each is also a {token} in the sequences. */
export const personFields = [
  { name: "firstName", label: "First name", autoComplete: "off" },
  { name: "business", label: "Business", autoComplete: "off" },
  { name: "city", label: "City", autoComplete: "off" },
  { name: "sender", label: "Your name", autoComplete: "name" },
] as const;

export type PersonField = (typeof personFields)[number]["name"];
export type PersonValues = Record<PersonField, string>;

export const emptyPerson: PersonValues = { firstName: "", business: "", city: "", sender: "" };

/** The person's values as tokens; a blank field becomes its label in brackets, e.g. "[First name]". */
export function personTokens(values: PersonValues): Record<PersonField, string> {
  return Object.fromEntries(
    personFields.map(({ name, label }) => [name, values[name].trim() || `[${label}]`]),
  ) as Record<PersonField, string>;
}

/**
 * Replaces each {token} with its value in one pass, so a value that itself contains braces is
 * inserted as typed; tokens without a value stay visible rather than vanish.
 */
export function fillTemplate(template: string, tokens: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(tokens, name) ? (tokens[name] ?? match) : match,
  );
}

/** The {tokens} a template uses, in order of first appearance. */
export function templateTokens(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""))];
}
