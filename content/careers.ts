import type { SectionHeading } from "./pages/section-heading";
import { site } from "./site";

/** Headings of the /careers sections below the intro. */
export const careersSections = {
  practices: {
    id: "how-the-team-works",
    title: "How the team works",
    lead: "A small team that knows one another's merchants, sharing one office and one phone line.",
  },
  benefits: { id: "what-we-offer-you", title: "What we offer" },
  openings: {
    id: "open-roles",
    title: "Open roles",
    lead: "Every role is based at our Pewaukee office, with field visits where the job needs them, and lists its pay range up front.",
  },
  apply: { id: "how-to-apply", title: "How to apply" },
} satisfies Record<string, SectionHeading>;

/** One habit of how the team works, as /careers describes it. */
export type WorkPractice = { title: string; body: string };

export const workPractices: WorkPractice[] = [
  {
    title: "One merchant, one specialist",
    body: "Every merchant has a named specialist who sets up the account and stays with it. You will know your merchants' businesses, their busy seasons and their terminals by name, and they will know your direct line.",
  },
  {
    title: "Prices in writing, no pressure",
    body: "We never quote from a rate sheet or push a contract on the first visit. Every proposal is a written comparison built from the merchant's own statement, checked by a second person before it goes out.",
  },
  {
    title: "An office, with hours that end",
    body: `We work from our office in ${site.address.city}, ${site.hours.display}, with field visits across southeastern Wisconsin. Weekend support is shared on a published rota and paid as extra time, not expected as goodwill.`,
  },
  {
    title: "Learning is part of the job",
    body: "Card-brand rules change several times a year and many new hires arrive without a payments background. Each week the team spends an hour on a rule change, a tricky statement or a new terminal, and we pay for relevant certifications.",
  },
];

/** What every full-time employee receives. */
export const benefits: string[] = [
  "Health and dental insurance, with most of the premium paid by the company",
  "A 401(k) plan with a company match",
  "Three weeks of paid time off plus paid public holidays and your birthday",
  "Mileage paid for every field visit, and a company phone and laptop",
  "Paid training and certification, with time in the working week to study",
];

/** An open role; rendered as a visible posting and as JobPosting JSON-LD. */
export type JobOpening = {
  /** Anchor on /careers and the posting's identifier. */
  id: string;
  title: string;
  employmentType: "FULL_TIME" | "PART_TIME";
  /** ISO dates: when the role was posted and the last day we accept applications. */
  datePosted: string;
  validThrough: string;
  salary: { min: number; max: number; unit: "YEAR" | "HOUR"; note: string };
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export const jobOpenings: JobOpening[] = [
  {
    id: "merchant-services-specialist",
    title: "Merchant Services Specialist",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    salary: { min: 52000, max: 65000, unit: "YEAR", note: "plus commission on new accounts" },
    summary:
      "Meet Wisconsin business owners, read their processing statements with them and propose pricing that they understand and that holds up a year later. You will own your merchants from the first conversation through setup and every call afterwards.",
    responsibilities: [
      "Review merchants' statements and prepare written cost comparisons with a second reviewer.",
      "Recommend the pricing model and equipment that fit each business, including compliant cash discount programs.",
      "Guide applications to a complete file so approval decisions arrive within a day.",
      "Stay the first call for your merchants and review each account's pricing once a year.",
    ],
    requirements: [
      "Two years in a customer-facing role where accuracy mattered: sales, banking, hospitality management or similar.",
      "Comfort with spreadsheets and percentages; we teach interchange and the card-brand rules.",
      "A valid driver's licence and a car for visits in southeastern Wisconsin.",
    ],
  },
  {
    id: "merchant-support-specialist",
    title: "Merchant Support and Onboarding Specialist",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-09",
    validThrough: "2027-01-31",
    salary: { min: 44000, max: 54000, unit: "YEAR", note: "plus paid weekend rota shifts" },
    summary:
      "Set up terminals, gateways and POS systems for new merchants, train their staff, and be the calm voice on the phone when a reader will not connect during a lunch rush.",
    responsibilities: [
      "Program terminals, gateways and kiosks before they ship, and load menus, items and tip settings.",
      "Train merchants' staff on site or by video, including refunds, batches and cash discount receipts.",
      "Answer merchants' support calls and solve connection, hardware and settlement questions.",
      "Keep setup checklists and help-desk notes current so the next answer is faster.",
    ],
    requirements: [
      "A year of technical support, IT help desk or point-of-sale experience.",
      "Patience explaining technology to busy people who did not ask to learn it.",
      "Willingness to take a share of the paid weekend support rota.",
    ],
  },
];

/** How to apply: by email to the address in content/site. */
export const applyByEmail = {
  email: site.email,
  subject: (role: string) => `Application: ${role}`,
  steps: [
    "Email a résumé and a short note about a time you explained something complicated to someone in a hurry, with the role's title as the subject line.",
    "We reply to every application within five business days, including when the answer is no.",
    "If it looks like a fit, we start with a 30-minute phone call, then a conversation at our Pewaukee office with the people you would work with.",
    "We check references and make a written offer with the salary, benefits and start date spelled out.",
  ],
  equalOpportunity: `${site.name} is an equal opportunity employer. We consider every applicant without regard to race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other status the law protects. If you need an adjustment to apply or to interview, tell us in your email.`,
};
