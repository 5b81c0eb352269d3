import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const linkedinPost: SocialPostPage = {
  path: "/linkedin-post",
  copy: {
    eyebrow: "LinkedIn post · teach first",
    intro: [
      "The best-performing posts on a company page teach something a reader can use before lunch. This one teaches owners, controllers and office managers to find the three lines on a card-processing statement that reveal what they really pay: the effective rate, the non-qualified charges that give tiered pricing away, and the monthly fees that have no clear purpose.",
      "It is written as a numbered list because LinkedIn shows about three lines before the see-more fold, and a list invites the tap. The hook names the payoff, the body gives the method in plain words, and the close makes the offer: send us the statement and we will mark it up line by line, free, and show what interchange-plus pricing with one disclosed markup would cost instead.",
      "Use it on the company page and ask the team to reshare it with a sentence of their own. The image is drawn here at LinkedIn's recommended 1200 by 627 pixels and shows the three lines on a statement. The link builder below tags every click so the statement reviews it brings in are counted.",
    ],
    cta: {
      heading: "Want your own statement marked up?",
      body: "Send one recent statement; a specialist returns it with every line explained within one business day.",
      primary: statementReviewLink,
      secondary: { label: "How interchange plus works", href: "/interchange-plus" },
    },
  },
  post: {
    network: "linkedin",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Owners, CFOs, controllers and office managers of Wisconsin businesses with $20,000 or more a month in card sales who read their own statements.",
    goal: "Position us as the team that explains statements honestly, and turn readers into statement-review requests.",
    text: `Three lines on your card-processing statement are worth five minutes this week:

1. Your effective rate. Add up every fee on the statement and divide by your total card sales. That one number is what processing really costs you, whatever rate you were quoted.

2. "Non-qualified" or "mid-qualified" charges. They mean you are on tiered pricing, where the processor decides which bucket each card lands in. Rewards and business cards often land in the expensive one.

3. Monthly fees with no clear purpose. PCI non-compliance, statement, minimum-volume and "regulatory" fees add up. Some are easy to stop: the PCI fee usually ends once you complete your annual self-assessment questionnaire.

If the numbers don't add up, send us the statement. We will mark it up line by line, free, and show you what interchange-plus pricing with one disclosed markup would cost instead.`,
    adText: `Three lines on your processing statement show what you really pay: your effective rate (total fees ÷ card sales), any "non-qualified" charges, and monthly fees such as PCI non-compliance.

If the numbers don't add up, send us the statement. We will mark it up line by line, free, and show you what interchange-plus pricing with one disclosed markup would cost instead.`,
    hashtags: ["SmallBusiness", "CashFlow", "PaymentProcessing", "Wisconsin"],
    link: {
      path: "/interchange-plus",
      headline: "How to read a card-processing statement",
      cta: "Learn more",
    },
    image: {
      file: "linkedin-post-1200x627.png",
      size: imageSizes.linkedinFeed,
      alt: "A processing statement drawn as a white sheet with three highlighted lines: effective rate equals total fees divided by card sales, non-qualified surcharges, and a PCI non-compliance fee, beside the headline 3 lines to check on your statement.",
      eyebrow: "Five-minute statement check",
      headline: "3 lines to check on your statement",
      subline: "What they mean, and when to ask questions.",
      scene: {
        kind: "document",
        title: "Monthly statement",
        lines: [
          { label: "Effective rate", detail: "Total fees ÷ total card sales", mark: "flag" },
          { label: "Non-qualified surcharge", detail: "A sign of tiered pricing", mark: "flag" },
          {
            label: "PCI non-compliance fee",
            detail: "Usually ends with your annual SAQ",
            mark: "flag",
          },
          {
            label: "Interchange",
            detail: "Set by the card brands, not your processor",
            mark: "plain",
          },
        ],
      },
    },
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "statement-education",
      content: "three-lines",
    },
  },
  notes: [
    {
      title: "Post it organically first",
      body: "Publish from the company page on a Tuesday, Wednesday or Thursday morning with the image attached and the tracked link as the last line. Ask two or three colleagues to comment with a real example within the first hour; early conversation helps LinkedIn show the post further.",
    },
    {
      title: "Then sponsor the winner",
      body: "If it earns more comments than your usual post, sponsor it in Campaign Manager as a single-image ad with Learn more as the button and the tracked link as the destination, targeted to owners, finance roles and office managers in Wisconsin.",
    },
    {
      title: "Stay accurate",
      body: "The effective rate depends on the mix of cards a business takes, so never promise a target number in the comments. Offer to calculate it from their statement instead. Interchange is set by the card brands; we do not claim to lower it.",
    },
    {
      title: "Reuse it",
      body: "Each of the three points can become its own short post with the same image cropped to one line. Tag them with the same campaign and a different utm_content so you can see which point draws the most interest.",
    },
  ],
};
