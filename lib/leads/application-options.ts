import type { applicationRules } from "./application-rules";

// Choices and steps of the application, apart from its rules.

export const industries = [
  { value: "restaurant", label: "Restaurant, café or bar" },
  { value: "retail", label: "Retail shop" },
  { value: "healthcare", label: "Healthcare practice" },
  { value: "dental", label: "Dental practice" },
  { value: "veterinary", label: "Veterinary clinic" },
  { value: "auto-repair", label: "Auto repair or service" },
  { value: "ecommerce", label: "E-commerce or online business" },
  { value: "b2b", label: "Business-to-business sales" },
  { value: "nonprofit", label: "Nonprofit or 501(c)(3)" },
  { value: "professional", label: "Professional services" },
  { value: "other", label: "Something else" },
] as const;

export const yearsInBusiness = [
  { value: "not-open-yet", label: "Not open yet" },
  { value: "under-1", label: "Less than 1 year" },
  { value: "1-2", label: "1 to 2 years" },
  { value: "3-5", label: "3 to 5 years" },
  { value: "6-10", label: "6 to 10 years" },
  { value: "over-10", label: "More than 10 years" },
] as const;

export const pricingModels = [
  { value: "cash-discount", label: "Cash discount" },
  { value: "interchange-plus", label: "Interchange plus" },
  { value: "zero-fee", label: "Zero fee processing" },
  { value: "level-2-3", label: "Level 2 and 3 processing for business cards" },
  { value: "flat-rate", label: "One flat rate" },
  { value: "not-sure", label: "Not sure yet: recommend one" },
] as const;

/** The name of one field of the application. */
export type ApplicationField = keyof typeof applicationRules.fields;

/** The steps of the application, in order; the last one reviews the answers. */
export const applicationSteps = [
  {
    id: "business",
    title: "Business",
    fields: ["legalName", "dba", "industry", "website", "yearsInBusiness", "city", "state"],
  },
  {
    id: "contact",
    title: "Contact",
    fields: ["contactName", "role", "email", "phone", "referredBy"],
  },
  {
    id: "processing",
    title: "Processing",
    fields: [
      "monthlyVolume",
      "averageTicket",
      "cardPresentPercent",
      "currentProcessor",
      "pricingInterests",
      "notes",
    ],
  },
  { id: "review", title: "Review", fields: [] },
] as const satisfies readonly { id: string; title: string; fields: readonly ApplicationField[] }[];

/** The index of the first step holding one of these fields (the first step when none does). */
export function stepWith(fields: Record<string, unknown>): number {
  return Math.max(
    0,
    applicationSteps.findIndex((step) => step.fields.some((field) => field in fields)),
  );
}
