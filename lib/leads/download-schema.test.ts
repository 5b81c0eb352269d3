import { fieldNames } from "./form-rules";
import { downloadForm, downloadSchema } from "./download-schema";
import { firstErrors } from "./form-state";

const valid = {
  name: "Jordan Weiss",
  email: " jordan@pewaukeehardware.com ",
  businessName: "",
  industry: "",
  asset: "credit-card-savings-ebook",
};

describe("downloadSchema", () => {
  it("needs only a name and an email; blank optional answers are stored as null", () => {
    expect(downloadForm.toLead(downloadSchema.parse(valid))).toEqual({
      name: "Jordan Weiss",
      email: "jordan@pewaukeehardware.com",
      phone: null,
      businessName: null,
      payload: { asset: "credit-card-savings-ebook", industry: null },
    });
  });

  it("keeps the business and its type when the visitor gives them", () => {
    const lead = downloadForm.toLead(
      downloadSchema.parse({ ...valid, businessName: "Pewaukee Hardware", industry: "retail" }),
    );
    expect(lead).toMatchObject({
      businessName: "Pewaukee Hardware",
      payload: { industry: "retail" },
    });
  });

  it("explains each missing or unusable answer by its field", () => {
    const result = downloadSchema.safeParse({
      ...valid,
      name: " ",
      email: "jordan at pewaukeehardware.com",
      industry: "casino",
      asset: "price-list",
    });
    expect(firstErrors(result.error!)).toEqual({
      name: "Enter your name.",
      email: "Enter an email address like name@business.com.",
      industry: "Choose a type of business from the list, or leave it blank.",
      asset: "Choose the guide you would like.",
    });
  });

  it("reads the asset from the form, so the island must post it", () => {
    expect(fieldNames(downloadForm.rules)).toEqual([
      "name",
      "email",
      "businessName",
      "industry",
      "asset",
    ]);
  });
});
