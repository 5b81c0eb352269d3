import type { PageCopy } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const blogCopy: PageCopy = {
  eyebrow: "Guides",
  intro: [
    "Card processing is sold in a language designed to be hard to compare: qualified rates, downgrades, assessments, surcharges that are called convenience fees, leases that are called rentals. These guides translate it. Each one answers a question Wisconsin merchants bring to our office in Pewaukee, with the rules stated the way the card brands actually write them and the arithmetic shown so you can redo it with your own numbers.",
    "Start with cutting your fees if you have never read your statement line by line. Read the cash discount guide before you put up a single sign about card fees, because a disguised surcharge breaks card-brand rules and can cost you your merchant account, while a compliant cash discount does not. The chip and tap-to-pay guide explains who pays for fraud at your counter, and the POS guide lists the questions to ask before you sign a software or equipment agreement.",
    "Every article sits on this page, so you can read straight through or jump to one from the contents below. None of it is legal advice; when a rule matters to your business, ask us to confirm it in writing.",
  ],
  cta: {
    heading: "Want these numbers worked out for your business?",
    body: "Send us one recent statement and a specialist will show your effective rate, where it comes from and what it would be with us.",
    primary: statementReviewLink,
    secondary: { label: "Start your application", href: "/apply" },
  },
};
