import type { PageCopy } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const testimonialsCopy: PageCopy = {
  eyebrow: "Success stories",
  intro: [
    "Switching processors is a decision most owners put off for years, usually because they have heard that it means new terminals, a week of confused staff and a surprise on the first statement. The merchants below made the switch and told us, in their own words, what actually happened: what they saved, how setup went and what it is like to call us when something goes wrong.",
    "They run restaurants, dental and veterinary practices, repair shops, boutiques, nonprofits and online stores in towns across Wisconsin, so you can look for a business like yours. Each review shows the reviewer's business, its type, its town and the month it was written, because a review you cannot place is a review you cannot weigh.",
    "Read them, then ask us for the same thing they got first: a written comparison of your current costs against ours, based on your own statement. If the numbers do not work for you, we will say so.",
  ],
  cta: {
    heading: "Find out what switching would save you",
    body: "Send a recent statement and get the same side-by-side comparison these merchants started with, free and without obligation.",
    primary: statementReviewLink,
    secondary: { label: "Start your application", href: "/apply" },
  },
};
