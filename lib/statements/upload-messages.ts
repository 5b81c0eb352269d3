import { hours, phone } from "@/content/site";
import { acceptedKindsText } from "./file-types";

const call = `call us on ${phone.display} (${hours.display})`;

/** What a visitor reads when an upload is not accepted, beside the file field or above the form. */
export const uploadMessages = {
  noFile: `Choose your statement: a ${acceptedKindsText} file.`,
  /** A file the browser can already tell is not one the review accepts. */
  notAccepted: `This is not a ${acceptedKindsText} file. Send the statement as one of those.`,
  /** One file's message, where the message stands apart from the file's name. */
  forFile: (name: string, message: string) => `${name}: ${message}`,
  malformed:
    "The upload did not arrive complete, so nothing was kept. Please choose your files and send them again.",
  notMultipart:
    "The form was not sent as a file upload. Please send it from the statement review page.",
  restricted: "Access from your location is currently restricted.",
  fileChecks: (count: number) =>
    count === 1
      ? "One file could not be accepted; nothing has been sent yet."
      : `${count} files could not be accepted; nothing has been sent yet.`,
  filesAgain:
    "For your security, files are not kept after a problem: choose them again before you send.",
  uploadsBusy: `We are receiving an unusual number of statements right now. Please try again in a few minutes, or ${call}.`,
  connectionLost: `The connection dropped before your statement arrived, so nothing was sent. Your answers and files are still here: send them again, or ${call}.`,
  cancelled: "Sending cancelled: nothing was sent. Your answers and files are still here.",
  uploadInProgress:
    "A statement from your connection is still being sent. Please wait for it to finish before sending another.",
} as const;
