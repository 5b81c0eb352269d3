import { firstErrors } from "./form-state";
import { referralForm, referralSchema } from "./referral-schema";

const valid = {
  referrerName: "Pat Lindgren",
  referrerEmail: "pat@lindgrencpa.com",
  referrerPhone: "",
  businessName: "Oconomowoc Family Dental",
  contactName: "Dr. Maria Chen",
  contactEmail: "",
  contactPhone: "262-555-0123",
  note: "Their statement went up twice last year.",
  informed: "yes",
};

describe("referralSchema", () => {
  it("accepts a referral with a phone number for the business", () => {
    const lead = referralForm.toLead(referralSchema.parse(valid));
    expect(lead).toMatchObject({
      name: "Pat Lindgren",
      email: "pat@lindgrencpa.com",
      phone: null,
      businessName: "Oconomowoc Family Dental",
      payload: { contactName: "Dr. Maria Chen", contactPhone: "(262) 555-0123", informed: "yes" },
    });
  });

  it("needs an email address or a phone number for the business", () => {
    const result = referralSchema.safeParse({ ...valid, contactPhone: "" });
    expect(firstErrors(result.error!)).toEqual({
      contactEmail: "Give us an email address or a phone number for them.",
    });
  });

  it("needs the referrer to confirm the business expects our call", () => {
    const result = referralSchema.safeParse({ ...valid, informed: undefined });
    expect(firstErrors(result.error!)).toEqual({
      informed: "Confirm that they expect to hear from us.",
    });
  });
});
