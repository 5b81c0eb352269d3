import fc from "fast-check";
import { statementForm } from "@/lib/statements/form-schema";
import { applicationForm } from "./application-schema";
import { contactForm } from "./contact-schema";
import { downloadForm } from "./download-schema";
import { email, line } from "./fields";
import {
  checkAnswers,
  fieldNames,
  formRules,
  multipleFields,
  type Answers,
  type FormRules,
} from "./form-rules";
import { firstErrors } from "./form-state";
import type { z } from "zod";
import type { Answer } from "./fields";
import { referralForm } from "./referral-schema";

const rules = formRules({
  fields: { name: line("your name", 20), email },
  check: ({ name }) =>
    name === "Bob"
      ? []
      : [
          { field: "email", message: "Bob needs no email." },
          { field: "name", message: "Be Bob." },
        ],
});

describe("checkAnswers", () => {
  it("gives the values only when every rule is met", () => {
    expect(checkAnswers(rules, { name: "Bob", email: " bob@example.com " })).toEqual({
      values: { name: "Bob", email: "bob@example.com" },
      errors: {},
    });
    expect(checkAnswers(rules, { name: "Bob" }).values).toBeUndefined();
  });

  it("names each field once, fields in the form's order before the rules over several answers", () => {
    const { errors } = checkAnswers(rules, { name: "", email: "bob" });
    expect(errors).toEqual({
      name: "Enter your name.",
      email: "Enter an email address like name@business.com.",
    });
    expect(
      Object.keys(checkAnswers(rules, { email: "bob@example.com", name: "Al" }).errors),
    ).toEqual(["email", "name"]);
  });

  it("lists the fields, and the ones that answer with a list", () => {
    expect(fieldNames(rules)).toEqual(["name", "email"]);
    expect(multipleFields(applicationForm.rules)).toEqual(["pricingInterests"]);
  });
});

/** Answers a visitor, a browser without JavaScript or an attacker might post for `form`. */
function answersFor(rules: FormRules) {
  const text = fc.oneof(
    fc.constantFrom("", " ", "Dana", "dana@lakecountrybakery.com", "262-555-0147", "yes"),
    fc.constantFrom("walkthrough", "quote", "retail", "WI", "cash-discount", "48,000", "85"),
    fc.string({ unit: "binary", maxLength: 40 }),
  );
  const shape = Object.fromEntries(
    fieldNames(rules).map((name) => {
      const answer: fc.Arbitrary<Answer> = rules.fields[name]!.multiple
        ? fc.array(text, { maxLength: 8 })
        : text;
      return [name, fc.option(answer, { nil: undefined })];
    }),
  );
  return fc.record(shape) as fc.Arbitrary<Answers>;
}

describe.each(
  [contactForm, applicationForm, referralForm, downloadForm, statementForm].map(
    (form) => [form.kind, form.rules as FormRules, form.schema as z.ZodType] as const,
  ),
)("the %s form", (_, rules, schema) => {
  it("is checked in the browser exactly as the server's schema checks it", () => {
    fc.assert(
      fc.property(answersFor(rules), (answers) => {
        const browser = checkAnswers(rules, answers);
        const server = schema.safeParse(answers);
        expect(browser.errors).toEqual(server.success ? {} : firstErrors(server.error));
        if (server.success) expect(browser.values).toEqual(server.data);
      }),
      { numRuns: 100 },
    );
  });
});
