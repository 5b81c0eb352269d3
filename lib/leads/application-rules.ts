import { industries, pricingModels, yearsInBusiness } from "./application-options";
import { choice, choices, email, line, optionalLine, paragraph, valuesOf } from "./fields";
import { dollars, optionalWebsite, percent, phone } from "./formatted-fields";
import { formRules } from "./form-rules";
import { referredBy } from "./referred-by";
import { usStateCodes } from "./us-states";

/** The merchant pre-application's rules (/apply), for the browser and the server. */
export const applicationRules = formRules({
  fields: {
    legalName: line("the legal business name", 120),
    dba: optionalLine("the name customers know you by", 120),
    industry: choice(valuesOf(industries), "Choose the closest industry."),
    website: optionalWebsite,
    yearsInBusiness: choice(valuesOf(yearsInBusiness), "Choose how long you have been open."),
    city: line("the city", 80),
    state: choice(usStateCodes, "Choose the state."),
    contactName: line("your name", 100),
    role: line("your role", 80),
    email,
    phone,
    referredBy,
    monthlyVolume: dollars("monthly card sales", { min: 0, max: 100_000_000 }),
    averageTicket: dollars("the average sale", { min: 1, max: 1_000_000 }),
    cardPresentPercent: percent("the in-person share"),
    currentProcessor: optionalLine("the current processor", 80),
    pricingInterests: choices(valuesOf(pricingModels), {
      none: "Choose at least one pricing model, or “Not sure yet”.",
      other: "Choose from the pricing models listed.",
    }),
    notes: paragraph("your notes", { min: 0, max: 1000 }),
  },
});
