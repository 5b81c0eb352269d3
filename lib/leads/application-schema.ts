import { z } from "zod";
import { defineLeadForm } from "./definition";
import { email, line, optionalLine, paragraph, valuesOf } from "./fields";
import { dollars, optionalWebsite, percent, phone } from "./formatted-fields";
import { industries, pricingModels, yearsInBusiness } from "./application-options";
import { referredBy } from "./referred-by";
import { usStateCodes } from "./us-states";

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
  referredBy,
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
