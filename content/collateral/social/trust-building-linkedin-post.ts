import { site } from "@/content/site";
import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";

export const trustBuildingLinkedinPost: SocialPostPage = {
  path: "/trust-building-linkedin-post",
  copy: {
    eyebrow: "LinkedIn post · trust",
    intro: [
      "Many owners have been burned by a processor before: a low teaser rate that crept up, a lease on a terminal that cost more than buying it, or a cancellation fee nobody mentioned. Telling those owners that we are different does not work. Giving them a checklist they can hold any processor to, including us, does.",
      "This post lists the five things a good processor puts in writing before anyone signs: the pricing model and every markup, the term and what leaving costs, who owns the equipment, when the money arrives, and who answers the phone. It closes with one honest line about our own standard agreement, which has no cancellation fee, and a promise that all five come in writing.",
      "It works best from a real person: the owner or a senior specialist posting it under their own name, with the company page resharing it. The image at 1200 by 627 pixels shows the five terms as a signed agreement. Copy, hashtags, the audience and goal and the tracked-link builder are below.",
    ],
    cta: {
      heading: "Ask us for all five, in writing",
      body: "Tell us about your business and we will send a written proposal with every term on this list filled in.",
      primary: { label: "Contact the team", href: "/contact" },
      secondary: { label: "About us", href: "/about" },
    },
  },
  post: {
    network: "linkedin",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Wisconsin owners who are comparing processors or have had a bad experience with one, and the accountants and advisers they ask for a second opinion.",
    goal: "Build trust and profile visits; readers contact us or save the checklist for their next renewal.",
    text: `Before you sign with any card processor, including us, ask for these five things in writing:

1. The pricing model and every markup. Interchange plus a stated percentage and per-transaction fee, a flat rate, or a cash discount program, with the numbers filled in.
2. The term and what it costs to leave. If there is an early termination fee or liquidated damages, see the dollar amount before you sign.
3. Who owns the equipment. A leased terminal can cost more over four years than buying one outright.
4. When your money arrives. The funding schedule, and any hold or reserve.
5. Who answers the phone, and when.

If a salesperson won't write something down, that is your answer.

Our standard agreement has no cancellation fee, our ${site.address.city} team answers ${site.hours.display}, and we put all five in writing before you sign anything.`,
    adText: `Before you sign with any card processor, including us, get five things in writing: every markup, the term and the cost to leave, who owns the equipment, when your money arrives, and who answers the phone.

If a salesperson won't write it down, that is your answer. Our standard agreement has no cancellation fee, and all five come in writing before you sign.`,
    hashtags: ["SmallBusinessOwner", "MerchantServices", "Wisconsin"],
    link: {
      path: "/about",
      headline: "How we work: everything in writing",
      cta: "Learn more",
    },
    image: {
      file: "trust-building-linkedin-post-1200x627.png",
      size: imageSizes.linkedinFeed,
      alt: "An agreement drawn as a white sheet listing five ticked terms: pricing and every markup, the term and the cost to leave, who owns the equipment, when the money arrives, and who answers the phone, above a signature line, beside the headline 5 things your processor should put in writing.",
      eyebrow: "Before you sign",
      headline: "5 things your processor should put in writing",
      scene: {
        kind: "document",
        title: "In writing",
        lines: [
          { label: "Pricing and every markup", mark: "check" },
          { label: "Term and the cost to leave", mark: "check" },
          { label: "Who owns the equipment", mark: "check" },
          { label: "When the money arrives", mark: "check" },
          { label: "Who answers the phone", mark: "check" },
        ],
        footer: "Signed only when all five are filled in",
      },
    },
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "trust-in-writing",
      content: "five-terms",
    },
  },
  notes: [
    {
      title: "Post it as a person",
      body: "Personal profiles reach further than company pages on LinkedIn. Have the owner or a senior specialist post the text under their own name with the image, then reshare it from the company page with a one-line introduction.",
    },
    {
      title: "Do not name competitors",
      body: "The list works because it applies to everyone. Never name a processor or a leasing company in the post or the comments; if someone shares a bad experience, thank them and offer to read their agreement.",
    },
    {
      title: "Keep our own promise true",
      body: "The closing line states what our standard agreement offers. If a merchant's agreement differs, for example a program with different terms, the written proposal must say so before they sign. Hours come from the site's business facts.",
    },
    {
      title: "Make it evergreen",
      body: "Pin the post to the top of the company page for a month and reuse it every spring, when many agreements renew. Keep the same utm_campaign value so year-on-year results can be compared.",
    },
  ],
};
