/** The number of whitespace-separated words in a text, as a reader would count them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * An ISO date (YYYY-MM-DD) as US readers write it, "September 8, 2026" or with `"month"`
 * "September 2026"; the same on any server, whatever its time zone.
 */
export function formatIsoDate(iso: string, precision: "day" | "month" = "day"): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: precision === "day" ? "numeric" : undefined,
  });
}

/** A text with its first letter in capitals, for a clause that opens a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A text without control, format (direction overrides, zero-width), surrogate, private-use or
 * unassigned characters, those that are whitespace turned into a space: shown to a person, such
 * a character can break a line or a header, or disguise what the text says.
 */
export function visibleText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, (char) => (/\s/.test(char) ? " " : ""));
}
