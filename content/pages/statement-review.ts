import { periodText, retentionPeriods } from "@/lib/retention/periods";
import { formatMegabytes, statementLimits } from "@/lib/statements/limits";
import type { Faq, TextSection } from "@/content/pricing/types";
import { site } from "@/content/site";
import type { PageCopy, Step } from "./types";

/** Every call to action that offers the free statement review links here, with these words. */
export const statementReviewLink = {
  label: "Send your statement",
  href: "/statement-review",
} as const;

/** The checklist of what a review needs (the "statement-checklist" section below), for links. */
export const statementChecklistHref = `${statementReviewLink.href}#statement-checklist`;

const fileKept = periodText(retentionPeriods.statementFile);
const detailsKept = periodText(retentionPeriods.statement);
const perFile = formatMegabytes(statementLimits.maxFileBytes);
const linkDays = `${statementLimits.downloadLinkDays} days`;

export const statementReviewCopy: PageCopy = {
  eyebrow: "Free statement review",
  intro: [
    `Send us one recent monthly card-processing statement and a payments specialist in our ${site.address.city} office reads every line of it. Within one business day you get back, by email, your effective rate (what you really paid for each dollar of card sales), every fee on the statement by name with what it pays for, and the same month priced our way beside it, with every fee we would charge written down. It is free, and there is no obligation: if your current deal is a fair one, we tell you so.`,
    `The form below takes the PDF from your processor's online portal, a clear photo of each page, or a fee report exported as CSV or Excel. Up to ${statementLimits.maxFiles} files, ${perFile} each. You do not need an account number, a login or an application to ask, and you are not signing up for anything.`,
  ],
  cta: {
    heading: "Rather talk it through first?",
    body: `Call a specialist ${site.hours.display} and read the statement together over the phone, or use the savings calculator for a first estimate.`,
    primary: { label: "Try the savings calculator", href: "/#savings-calculator" },
    secondary: { label: "Contact the team", href: "/contact" },
  },
};

/** What the comparison covers, who sees the file, how long it is kept: the page's promises. */
export const statementReviewSections: readonly TextSection[] = [
  {
    id: "what-we-compare",
    heading: "What we compare",
    paragraphs: [
      "Most statements blend three different things into one monthly total. The comparison pulls them apart, so you can see which part anyone can change:",
    ],
    points: [
      {
        title: "Your effective rate",
        body: "Total fees divided by total card sales for the month: the one number that says what card acceptance costs you, whatever rate you were quoted.",
      },
      {
        title: "Card-brand costs",
        body: "Interchange and network fees set by Visa, Mastercard, Discover and American Express. Every processor pays these; we show them so they are not mistaken for markup.",
      },
      {
        title: "Your processor's markup and fees",
        body: "Tiered surcharges such as “non-qualified”, monthly, annual, PCI, statement and minimum fees, and any equipment lease, each named with what it pays for.",
      },
      {
        title: "The same month priced our way",
        body: "Interchange plus with one disclosed markup, and where it fits, a cash discount or flat-rate price, with every fee we would charge in writing.",
      },
    ],
  },
  {
    id: "who-sees-it",
    heading: "Who sees your statement, and for how long",
    paragraphs: [
      `Only the specialists on our team who prepare your comparison. The file travels over an encrypted connection, is stored encrypted, and reaches the team as a private download link that stops working after ${linkDays}. We do not share it with anyone else, use it for marketing or sell it.`,
      `We delete the file ${fileKept} after you send it, which leaves time for questions about the comparison. Your name, email address, business name and note are kept for ${detailsKept}, like any other enquiry, together with the file's name, size and a fingerprint that cannot be turned back into the file. The privacy notice lists every period.`,
    ],
  },
  {
    id: "statement-checklist",
    heading: "What a review needs",
    paragraphs: ["A checklist to send with your statement, or to print for the next month-end:"],
    points: [
      {
        title: "One full month",
        body: "The latest complete month, every page: the summary page and the pages that list fees and card types. A missing fee page is the most common reason we have to ask again.",
      },
      {
        title: "Readable pages",
        body: "A PDF from your processor's portal is best. Photos work when each page is flat, well lit and sharp enough to read the small print; one photo per page.",
      },
      {
        title: "Several locations",
        body: "One statement per merchant account. If you have more than three, send the three largest and tell us in the note how many others there are.",
      },
      {
        title: "No statement?",
        body: "Square, Stripe and PayPal send reports instead of statements: export the month's transactions or fees report as CSV or Excel and send that.",
      },
    ],
  },
];

/** What never belongs in an upload; shown beside the introduction. */
export const statementReviewDataPromise = {
  heading: "What not to send",
  items: [
    "Full card numbers (cover any that show more than the last four digits)",
    "Bank account or routing numbers",
    "Passwords or login details for your processor's portal",
    "Social Security numbers or dates of birth",
  ],
  body: "A statement needs none of these for a review. If a page shows one, cover it before you photograph or scan the page.",
};

/** What happens after a statement is sent. */
export const statementReviewNextSteps: Step[] = [
  {
    title: "We receive your statement",
    body: "The page confirms it as soon as every file has arrived and passed our safety checks.",
  },
  {
    title: "A specialist reads every line",
    body: `A person in ${site.address.city} checks every line, confirms your effective rate and names every fee.`,
  },
  {
    title: "Your comparison within one business day",
    body: `By email, sent ${site.hours.display}.`,
  },
  {
    title: "You decide",
    body: "No follow-up campaign and no pressure. If what you pay today is fair, we say so.",
  },
];

export const statementReviewFaqs: readonly Faq[] = [
  {
    question: "Is the statement review really free?",
    answer:
      "Yes. There is no charge, no obligation and nothing to sign. We do it because a written comparison is the most honest way to show whether switching would save you money.",
  },
  {
    question: "My statement PDF is password-protected. What should I do?",
    answer:
      "We cannot open password-protected files, and we never ask for passwords. Open the PDF, print it to a new PDF without a password, and send that, or send a photo of each page.",
  },
  {
    question: "Will you call me?",
    answer:
      "The comparison comes by email. The phone number is optional: leave it out if you would rather not be called, or add it and say in the note when suits you.",
  },
  {
    question: "Is it safe to upload a processing statement?",
    answer: `A statement shows your sales totals, fees and the last four digits of cards, not card numbers, logins or bank details. The file is encrypted while it travels and while it is stored, only our team can open it, and it is deleted ${fileKept} after you send it.`,
  },
];

/** The confirmation a post without JavaScript lands on (/statement-review/sent). */
export const statementSentCopy: { body: string; again: string; meanwhile: TextSection } = {
  body: `A specialist in ${site.address.city} reads every line and emails your comparison within one business day (${site.hours.display}). We delete the file ${fileKept} after today.`,
  again: "Send another statement",
  meanwhile: {
    id: "while-you-wait",
    heading: "While you wait",
    paragraphs: [
      "Nothing else is needed from you. If something comes up before the comparison arrives:",
    ],
    points: [
      {
        title: "Missed a page or sent the wrong month?",
        body: "Send the missing file from the statement review page with the same email address. The specialist reads both together, and the one-business-day clock starts again from the last file.",
      },
      {
        title: "More than one location?",
        body: "Send each merchant account's statement the same way. Every account gets its own effective rate and its own line in the comparison.",
      },
      {
        title: "Questions before the comparison arrives?",
        body: `Call ${site.phone.display}, ${site.hours.display}, and a specialist can talk the statement through with you on the phone.`,
      },
      {
        title: "Want a first estimate now?",
        body: "The savings calculator on the home page prices your monthly card volume on interchange plus in under a minute; the written comparison replaces it with your real figures.",
      },
    ],
  },
};

/** What a team member reads on an expired, deleted or altered download link. */
export const linkExpiredCopy = {
  reasons: [
    `Each link works for ${linkDays} after the lead email or webhook was sent, and only exactly as it was sent: a changed or shortened link is refused.`,
    `Statements are deleted ${fileKept} after they were sent, as the review page and the privacy notice promise; after that no link can bring a file back. The lead keeps its name, size and fingerprint.`,
  ],
  help: {
    text: "While a file is still kept, an administrator can make a new link on the server with",
    command: "npm run statements:link -- <lead id>",
  },
  checks: [
    "Open the link from the most recent lead email or webhook for that merchant: if the merchant sent a second file, its lead has its own links.",
    "Copy the whole link: email programs sometimes wrap long links onto two lines, and a link missing its last characters is refused as altered.",
    "If the file has been deleted, ask the merchant for the statement again; the lead email still names the file, its size and its fingerprint, so you can tell whether the new file is the same one.",
  ],
};
