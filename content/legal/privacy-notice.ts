import { periodText, retentionPeriods, type RetentionKind } from "@/lib/retention/periods";
import { statementLimits } from "@/lib/statements/limits";
import { sentCookieSeconds } from "@/lib/statements/sent-cookie";
import { fullAddress, site } from "../site";
import { formPagesText } from "./form-pages";
import type { LegalDocument } from "./types";

/** The exact attribution the offline country database's licence (CC BY 4.0) asks for. */
export const ipDataCredit =
  "IP-to-country data: ip-location-db geo-whois-asn-country, CC BY 4.0, includes data from nro.net";

/** Every retention period in words, from the module the deletion job runs on. */
const kept = Object.fromEntries(
  Object.entries(retentionPeriods).map(([kind, period]) => [kind, periodText(period)]),
) as Record<RetentionKind, string>;

export const privacyNotice: LegalDocument = {
  id: "privacy-notice",
  title: "Privacy notice",
  sections: [
    {
      id: "privacy-summary",
      heading: "In short",
      paragraphs: [
        "We collect what you type into our forms so that we can answer you, and very little else. We never sell it. Your network address is stored only as a keyed hash. The advertising pixel is off unless we switch it on, never runs on a page with a form and respects Global Privacy Control. The country check that protects the site runs on our own systems with an offline database.",
      ],
    },
    {
      id: "privacy-forms",
      heading: "What the forms collect and why",
      paragraphs: ["Each form asks only for what we need to do the thing you asked for:"],
      points: [
        "Contact form: your name, email address, and optionally your phone number and business name, plus the topic and your message; for a walkthrough call, the times that suit you; and optionally who referred you. We use them to answer you, to arrange the call you asked for, to credit the person who referred you, and to keep a record of the conversation.",
        "Merchant pre-application: your business's legal and trading names, industry, website, years in business, city and state; your name, role, email address and phone number; and your processing profile: monthly card volume, average sale, the split between in-person and online sales, your current processor and the pricing models that interest you; and optionally who referred you. We use them to prepare your proposal and to start your application.",
        "Referral form: your name and how to reach you, the business you are referring and how to reach its owner, and any note you add. We use them to contact the business you referred and to pay your reward if its account qualifies under the program's terms.",
        "Guide download, when you choose to leave your details beside the free guide: your name and email address, and optionally your business name and its type. We use them to email you once to offer a free statement review; the guide itself downloads without them.",
        "Statement review: your name, email address and business name, optionally your phone number, a note and who referred you, and the processing statements you upload (up to three files: PDFs, photos or spreadsheet exports). We use them to prepare your written cost comparison. Photos are re-saved without their hidden details, such as the place and time they were taken, before they are stored.",
        "When you send a statement as a PDF or a spreadsheet export, our server reads its totals: the period it covers, your card sales, the number of card payments, the fees and each fee line by name, and any fees worth a question. It shows you those the file's own arithmetic confirms on the page you land on, and gives them to the specialist who prepares your comparison. They are kept with the file, never written to our server logs, and never used for anything else. Photos and scans are not read by the server: the specialist reads them.",
        "With every form we also store the date and time, which form it was, a one-time key that stops a double click from storing your message twice, and a keyed hash of your network address, described below.",
      ],
    },
    {
      id: "privacy-never-asked",
      heading: "What the forms never ask for",
      paragraphs: [
        "The website never asks for Social Security numbers, dates of birth or bank account numbers. When an application goes ahead, a specialist sends you a secure electronic signature application from our processing partner to collect those, and that application comes with its own privacy terms.",
      ],
    },
    {
      id: "privacy-hashed-address",
      heading: "Your network address, stored only as a keyed hash",
      paragraphs: [
        "To stop one source from flooding the forms, we need to recognise repeated submissions from the same network address. We never store the address itself. Instead we store a keyed hash of it: a fixed-length code computed with a secret key that exists only on our server. The same address always produces the same code, so repeats can be counted, but the code cannot be turned back into the address without that key. The hash is deleted together with the submission it belongs to.",
      ],
    },
    {
      id: "privacy-retention",
      heading: "How long we keep it",
      paragraphs: [
        "Our server deletes what the forms collect on this schedule by itself, when it starts and every day after:",
      ],
      points: [
        `Contact messages: ${kept.contact} after you send them.`,
        `Pre-applications: ${kept.application} after you send them. If your account opens, your application continues in your merchant file with our processing partner, under the terms you sign with it.`,
        `Referrals: ${kept.referral} after you send them.`,
        `Guide downloads, when you leave your email with the guide: ${kept.download}.`,
        `Statements sent for review: the files, and the figures read from them, are deleted ${kept.statementFile} after you send them; the name, size and a fingerprint of each file, and the details sent with them, ${kept.statement} after. The files are stored encrypted, and only our team can open them: signed in to our team workspace with a passkey, or through links that stop working after ${statementLimits.downloadLinkDays} days.`,
        `The record of who on our team downloaded each statement file, and when: ${kept.teamDownload} after the download.`,
        `The record of each form's delivery to our team (when, and to which inbox): ${kept.delivery} after it was delivered. A form is never deleted before it has reached us.`,
        `The comparison we email you after a statement review, and the figures it was made from: kept with the review's details and deleted with them, ${kept.comparison} after you sent the statement.`,
        "Location-check results: held in memory for a few minutes and never written to disk.",
        "Server logs: written without names, email addresses or network addresses.",
      ],
    },
    {
      id: "privacy-sharing",
      heading: "Who else sees it",
      paragraphs: [
        "The people on our team who work on your enquiry see what you send. The company that hosts our database stores it on our behalf and may not use it for anything else. If you ask us to go ahead with an application, we pass your application details to our processing partner and its sponsor bank, which need them to review and open the account. When you refer a business, we tell you whether its account went live, and nothing else about it. We do not sell personal information, and we do not share what you type into a form with advertisers.",
      ],
    },
    {
      id: "privacy-pixel",
      heading: "The advertising pixel and Global Privacy Control",
      paragraphs: [
        "The site contains a loader for Meta's advertising pixel, which lets us measure whether our ads bring visitors. It is off unless we configure it with an account identifier; while it is off, no pixel script loads and nothing is sent to Meta.",
        "When it is on, it loads after the page has finished loading and reports each page you view to Meta, together with the information your browser sends with any request, such as its type and your network address, and Meta's own cookies. It never receives what you type into a form.",
        `It never loads on a page with a form, and our pages tell your browser not to accept it there. Those pages are ${formPagesText}. A link to one of them from a page where the pixel ran opens it as a new page, without the pixel.`,
        "If your browser sends the Global Privacy Control signal, we treat it as your request to opt out of the sale or sharing of your personal information: the pixel does not load and sends nothing. Firefox, Brave and DuckDuckGo offer that setting, and extensions add it to other browsers. This page shows below whether your browser is sending it.",
      ],
    },
    {
      id: "privacy-location",
      heading: "The location check",
      paragraphs: [
        "Because we serve businesses in the United States, each page request is checked against the country your network address belongs to, and visitors from some other countries see an Access Restricted page. The country is looked up in an offline database on our own server, or in our own function on our database host; no outside lookup service receives your address. The answer is held in memory for a few minutes so that we do not repeat the lookup on every page, and is never stored with anything you tell us.",
        `The country database we use is credited in the data sources section below (${ipDataCredit}).`,
      ],
    },
    {
      id: "privacy-browser-storage",
      heading: "Cookies and browser storage",
      paragraphs: [
        "The site sets no cookies of its own for tracking. The chat window remembers, in your browser's session storage, that it has already opened and what was said, until you close the tab. The home page's welcome message remembers in the same way that it has played, and, in local storage, whether you paused or muted it, so that it does not start again by itself. The application form keeps your progress in your browser's local storage so that a reload does not lose it, and clears it once your application is sent. None of this leaves your device.",
        "One cookie is set only when a statement review form sent without JavaScript needs a change: it carries your answers, sealed so that only our server can read them, to the page that shows the form again, and expires after 15 minutes. It is never used for anything else.",
        `Another is set when your statement has arrived: it lets the page you land on show you, and only you, what was read from your statement. It holds a sealed reference to your request that only our server can read, is sent to that page alone, and expires after ${sentCookieSeconds / 60} minutes.`,
      ],
    },
    {
      id: "privacy-requests",
      heading: "Your choices and privacy requests",
      paragraphs: [
        `You can ask us to show you what we hold about you, to correct it, or to delete it, wherever you live. Email ${site.email}, call ${site.phone.display} (${site.hours.display}) or write to ${site.legalName}, ${fullAddress}. We may ask you to reply from the email address you used, to confirm the request is yours, and we answer within 30 days. We keep a record that a request was made and completed, without the deleted data.`,
      ],
    },
    {
      id: "privacy-security",
      heading: "Security and children",
      paragraphs: [
        "The site is served over an encrypted connection. Submissions are written through a single database function, and the public side of the site cannot read back anything that has been stored. Access to stored submissions is limited to our team. The site is meant for business owners and is not directed at children under 13; we do not knowingly collect information from them.",
      ],
    },
  ],
};
