import { hours, phone } from "@/content/site";

const call = `call us on ${phone.display} (${hours.display})`;

/** What a visitor reads when a form is not accepted; every failure offers the phone. */
export const leadMessages = {
  invalid: (count: number) =>
    count === 1
      ? "One answer needs a change before we can send the form."
      : `${count} answers need a change before we can send the form.`,
  tooFast:
    "That was quicker than we expect from a person filling in a form. Please check your answers and send it again.",
  storeFailed: `Sorry, we could not save your form just now, so it has not reached us. Your answers are still here: please try again in a minute, or ${call}.`,
  rateLimited: `We have received several forms from your connection in the last few minutes and have paused new ones. Please try again in ten minutes, or ${call}.`,
  busy: `We are receiving an unusual number of forms right now. Please try again in a minute, or ${call}.`,
  offline: `Your device seems to be offline, so the form was not sent. Your answers are still here: send it again when you are back online, or ${call}.`,
} as const;
