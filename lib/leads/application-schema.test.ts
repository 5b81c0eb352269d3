import fc from "fast-check";
import { applicationSteps } from "./application-options";
import { applicationRules } from "./application-rules";
import { applicationForm, applicationSchema } from "./application-schema";
import { firstErrors } from "./form-state";

const valid = {
  legalName: "Kettle Moraine Outfitters LLC",
  dba: "KM Outfitters",
  industry: "retail",
  website: "kmoutfitters.com",
  yearsInBusiness: "6-10",
  city: "Delafield",
  state: "WI",
  contactName: "Sam Reyes",
  role: "Owner",
  email: "sam@kmoutfitters.com",
  phone: "(262) 555-0199",
  monthlyVolume: "$48,000",
  averageTicket: "62.50",
  cardPresentPercent: "85",
  currentProcessor: "Square",
  pricingInterests: ["interchange-plus", "cash-discount", "interchange-plus"],
  notes: "",
};

describe("applicationSchema", () => {
  it("turns the answers into typed values: URL, dollars, percent, unique choices", () => {
    const data = applicationSchema.parse(valid);
    expect(data).toMatchObject({
      website: "https://kmoutfitters.com/",
      monthlyVolume: 48000,
      averageTicket: 62.5,
      cardPresentPercent: 85,
      pricingInterests: ["interchange-plus", "cash-discount"],
    });
  });

  it("maps the contact to the lead's columns and the business to its payload", () => {
    const lead = applicationForm.toLead(applicationSchema.parse(valid));
    expect(lead).toMatchObject({
      name: "Sam Reyes",
      email: "sam@kmoutfitters.com",
      phone: "(262) 555-0199",
      businessName: "Kettle Moraine Outfitters LLC",
    });
    expect(lead.payload).toMatchObject({ state: "WI", cardNotPresentPercent: 15 });
    expect(lead.payload).not.toHaveProperty("email");
  });

  it("refuses a state that is not a US state or territory and a pricing choice it does not offer", () => {
    const result = applicationSchema.safeParse({
      ...valid,
      state: "ZZ",
      pricingInterests: ["free-money"],
    });
    expect(Object.keys(firstErrors(result.error!))).toEqual(["state", "pricingInterests"]);
  });

  it("asks for at least one pricing model", () => {
    const result = applicationSchema.safeParse({ ...valid, pricingInterests: [] });
    expect(firstErrors(result.error!).pricingInterests).toMatch(/at least one/);
  });

  it("puts every field in exactly one step", () => {
    const stepFields = applicationSteps.flatMap((step) => [...step.fields]).sort();
    expect(stepFields).toEqual(Object.keys(applicationRules.fields).sort());
  });

  it("asks for no SSN, date of birth or bank account", () => {
    expect(Object.keys(applicationRules.fields).join(" ")).not.toMatch(
      /ssn|birth|dob|bank|routing|account/i,
    );
  });

  it("never throws on hostile money, percent or URL answers", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.constantFrom("monthlyVolume", "averageTicket", "cardPresentPercent", "website"),
        (value, field) => {
          const result = applicationSchema.safeParse({ ...valid, [field]: value });
          if (!result.success) return;
          const parsed = result.data[field as keyof typeof result.data];
          if (field === "website") {
            expect(parsed === null || /^https?:\/\//.test(String(parsed))).toBe(true);
          } else {
            expect(Number.isFinite(parsed)).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
