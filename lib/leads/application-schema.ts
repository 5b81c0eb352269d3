import { z } from "zod";
import { defineLeadForm } from "./definition";
import {
  dollars,
  email,
  line,
  optionalLine,
  optionalWebsite,
  paragraph,
  percent,
  phone,
} from "./fields";
import { usStateCodes } from "./us-states";

type Options = readonly { value: string; label: string }[];
const valuesOf = <T extends Options>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

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

export const applicationSchema = z.object({
  legalName: line("the legal business name", 120),
  dba: optionalLine("the name customers know you by", 120),
  industry: z.enum(valuesOf(industries), { error: "Choose the closest industry." }),
  website: optionalWebsite,
  yearsInBusiness: z.enum(valuesOf(yearsInBusiness), {
    error: "Choose how long you have been open.",
  }),
  city: line("the city", 80),
  state: z.enum(usStateCodes, { error: "Choose the state." }),
  contactName: line("your name", 100),
  role: line("your role", 80),
  email,
  phone,
  monthlyVolume: dollars("monthly card sales", { min: 0, max: 100_000_000 }),
  averageTicket: dollars("the average sale", { min: 1, max: 1_000_000 }),
  cardPresentPercent: percent("the in-person share"),
  currentProcessor: optionalLine("the current processor", 80),
  pricingInterests: z
    .array(z.enum(valuesOf(pricingModels)), { error: "Choose at least one pricing model." })
    .min(1, "Choose at least one pricing model, or “Not sure yet”.")
    .max(pricingModels.length)
    .transform((values) => [...new Set(values)]),
  notes: paragraph("your notes", { min: 0, max: 1000 }).default(""),
});

export type ApplicationField = keyof typeof applicationSchema.shape;

/** The steps of the application, in order; the last one reviews the answers. */
export const applicationSteps = [
  {
    id: "business",
    title: "Business",
    fields: ["legalName", "dba", "industry", "website", "yearsInBusiness", "city", "state"],
  },
  { id: "contact", title: "Contact", fields: ["contactName", "role", "email", "phone"] },
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

/** The merchant pre-application on /apply. */
export const applicationForm = defineLeadForm({
  kind: "application",
  schema: applicationSchema,
  multiple: ["pricingInterests"],
  toLead: ({ contactName, email, phone, legalName, ...business }) => ({
    name: contactName,
    email,
    phone,
    businessName: legalName,
    payload: { ...business, cardNotPresentPercent: 100 - business.cardPresentPercent },
  }),
});
