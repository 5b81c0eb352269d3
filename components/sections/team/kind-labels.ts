import type { LeadKind } from "@/lib/leads/definition";

/** A lead's kind as the team says it. */
export const kindLabels: Record<LeadKind, string> = {
  statement: "Statement review",
  contact: "Contact request",
  application: "Application",
  referral: "Referral",
  download: "Guide download",
};
