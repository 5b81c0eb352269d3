import { answerText, confirmed, email, line, optionalEmail, paragraph } from "./fields";
import { optionalPhone } from "./formatted-fields";
import { formRules } from "./form-rules";

/** The referral form's rules (/friends), for the browser and the server. */
export const referralRules = formRules({
  fields: {
    referrerName: line("your name", 100),
    referrerEmail: email,
    referrerPhone: optionalPhone,
    businessName: line("the business name", 120),
    contactName: line("the owner's or manager's name", 100),
    contactEmail: optionalEmail,
    contactPhone: optionalPhone,
    note: paragraph("your note", { min: 0, max: 1000 }),
    informed: confirmed("Confirm that they expect to hear from us."),
  },
  check: ({ contactEmail, contactPhone }) =>
    answerText(contactEmail) || answerText(contactPhone)
      ? []
      : [
          {
            field: "contactEmail",
            message: "Give us an email address or a phone number for them.",
          },
        ],
});
