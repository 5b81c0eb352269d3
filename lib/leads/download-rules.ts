import { industries } from "./application-options";
import { choice, email, line, optionalChoice, optionalLine, valuesOf } from "./fields";
import { formRules } from "./form-rules";

/** The assets a visitor can ask for by leaving an email; the lead's payload names the one chosen. */
export const downloadAssets = ["credit-card-savings-ebook"] as const;

/** The ebook's email gate's rules (/ebook/credit-card-savings), for the browser and the server. */
export const downloadRules = formRules({
  fields: {
    name: line("your name", 100),
    email,
    businessName: optionalLine("your business name", 120),
    // Optional: "Choose…" posts an empty answer, which means the visitor did not say.
    industry: optionalChoice(
      valuesOf(industries),
      "Choose a type of business from the list, or leave it blank.",
    ),
    asset: choice(downloadAssets, "Choose the guide you would like."),
  },
});
