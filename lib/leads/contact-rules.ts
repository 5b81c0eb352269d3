import { checkWindows } from "@/lib/walkthrough/check";
import { contactTopics } from "./contact-topics";
import { choice, email, line, optionalLine, paragraph, valuesOf } from "./fields";
import { optionalPhone } from "./formatted-fields";
import { formRules } from "./form-rules";
import { referredBy } from "./referred-by";

/** Half of a preferred window (its day or its time); checked as a whole by checkWindows. */
const windowPart = paragraph("this day or time", { min: 0, max: 10, multiline: false });

/** The contact form's rules (on /contact and the home page), for the browser and the server. */
export const contactRules = formRules({
  fields: {
    name: line("your name", 100),
    email,
    phone: optionalPhone,
    businessName: optionalLine("your business name", 120),
    topic: choice(valuesOf(contactTopics), "Choose what you would like to talk about."),
    window1Day: windowPart,
    window1Slot: windowPart,
    window2Day: windowPart,
    window2Slot: windowPart,
    window3Day: windowPart,
    window3Slot: windowPart,
    message: paragraph("your message", { min: 10, max: 2000 }),
    referredBy,
  },
  // Other topics ignore the windows.
  check: (answers) =>
    answers.topic === "walkthrough" ? checkWindows(answers, new Date()).issues : [],
});
