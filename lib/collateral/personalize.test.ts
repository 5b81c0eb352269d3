import fc from "fast-check";
import { audiences } from "@/content/collateral/outreach/audiences";
import { sequences } from "@/content/collateral/outreach/sequences";
import {
  emptyPerson,
  fillTemplate,
  personFields,
  personTokens,
  templateTokens,
} from "./personalize";

const audienceTokens = ["pain", "remedy", "detail", "peers"];
const knownTokens = [
  ...personFields.map((field) => field.name),
  ...audienceTokens,
  "company",
  "phone",
  "checklist",
];

describe("fillTemplate", () => {
  it("puts each value in place of its token", () => {
    expect(
      fillTemplate("Hi {firstName} at {business}", { firstName: "Ana", business: "Ana's Cafe" }),
    ).toBe("Hi Ana at Ana's Cafe");
  });

  it("leaves a token without a value visible", () => {
    expect(fillTemplate("Hi {firstName} from {city}", { firstName: "Ana" })).toBe(
      "Hi Ana from {city}",
    );
  });

  it("inserts any typed value verbatim, braces included, without substituting inside it", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, city) => {
        const filled = fillTemplate("{firstName}|{city}", { firstName: first, city });
        expect(filled).toBe(`${first}|${city}`);
      }),
    );
  });

  it("does not treat inherited object keys as tokens", () => {
    expect(fillTemplate("{constructor} {toString}", {})).toBe("{constructor} {toString}");
  });
});

describe("personTokens", () => {
  it("turns blank or whitespace-only fields into bracketed labels", () => {
    expect(personTokens({ ...emptyPerson, firstName: "  ", city: "Waukesha " })).toEqual({
      firstName: "[First name]",
      business: "[Business]",
      city: "Waukesha",
      sender: "[Your name]",
    });
  });
});

describe("the outreach sequences", () => {
  it("use only tokens the manager can fill", () => {
    for (const sequence of sequences) {
      for (const step of sequence.steps) {
        for (const token of templateTokens(`${step.subject ?? ""} ${step.body}`)) {
          expect(knownTokens).toContain(token);
        }
      }
    }
  });

  it("leave no token unfilled for any audience once the fields are filled", () => {
    const person = personTokens({
      firstName: "Ana",
      business: "Cafe",
      city: "Waukesha",
      sender: "Sam",
    });
    for (const audience of audiences) {
      for (const step of sequences.flatMap((sequence) => sequence.steps)) {
        const filled = fillTemplate(`${step.subject ?? ""}\n${step.body}`, {
          ...person,
          pain: audience.pain,
          remedy: audience.remedy,
          detail: audience.detail,
          peers: audience.peers,
          company: "Lake Country Merchant Services",
          phone: "(262) 555-0147",
          checklist: "https://www.example.com/statement-review#statement-checklist",
        });
        expect(filled).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("keep every text message with an opt-out", () => {
    const texts = sequences
      .flatMap((sequence) => sequence.steps)
      .filter((step) => step.channel === "sms");
    expect(texts.length).toBeGreaterThan(0);
    for (const step of texts) expect(step.body).toMatch(/Reply STOP to opt out\.$/);
  });
});
