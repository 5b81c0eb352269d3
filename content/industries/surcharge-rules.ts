import type { ContentProblem } from "@/content/pages/rules";
import type { IndustryContent } from "./types";

const surchargeFacts = [
  "3%",
  "2%",
  "debit",
  "prepaid",
  "Colorado",
  "Connecticut",
  "Maine",
  "Massachusetts",
  "entrance",
  "checkout",
  "receipt",
  "30 days",
];

/**
 * A compliance note that brings up surcharging states every rule (DESIGN.md), since a partial
 * rule reads as permission: a note may leave surcharging out, but not half of it.
 */
export function surchargeProblems(content: IndustryContent): ContentProblem[] {
  return content.compliance.items.flatMap((note) => {
    if (!/surcharg/i.test(note.title + note.body)) return [];
    const missing = surchargeFacts.filter((fact) => !note.body.includes(fact));
    return missing.length
      ? [
          {
            field: `compliance: "${note.title}"`,
            message: `a note on surcharging states every rule; it does not mention ${missing.join(", ")}. Visa caps credit surcharges at 3%; never on debit or prepaid; banned in Connecticut, Maine and Massachusetts; 2% in Colorado; shown at the entrance, at checkout and on the receipt; 30 days' notice first.`,
          },
        ]
      : [];
  });
}
