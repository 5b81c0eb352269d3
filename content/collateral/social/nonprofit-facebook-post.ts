import { site } from "@/content/site";
import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const nonprofitFacebookPost: SocialPostPage = {
  path: "/nonprofit-facebook-post",
  copy: {
    eyebrow: "Facebook post · nonprofits",
    intro: [
      "Nonprofit leaders feel processing fees more than most owners, because every dollar lost is a dollar a donor meant for the mission. This post speaks to the people who watch those dollars: treasurers, executive directors, development staff and volunteer board members of Wisconsin 501(c)(3) organisations, from food pantries and animal shelters to youth leagues and arts groups.",
      "It offers something concrete and free: a review of the last three months of donation processing that shows, in writing, what each gift really costs and where the cost comes from. It also explains an option many organisations have not switched on, letting donors choose to cover the processing fee at checkout. That choice is voluntary and made by the donor, so it is not a surcharge.",
      "Post it from our Facebook page, boost it to reach nonprofit leaders in Wisconsin, and use the tracked link so each review request can be traced back to this post. The landscape image is drawn here at 1200 by 630 pixels and is ready to download below.",
    ],
    cta: {
      heading: "Run a nonprofit? Let us look at your last three months",
      body: "Send your recent processing statements and we will show what each gift costs today and what it could cost, in writing.",
      primary: { label: "See nonprofit processing", href: "/501c3" },
      secondary: statementReviewLink,
    },
  },
  post: {
    network: "facebook",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Treasurers, executive directors, development directors and board members of Wisconsin 501(c)(3) nonprofits that take donations online, at events or by recurring gift.",
    goal: "Donation-processing review requests from nonprofits, through the nonprofit page.",
    text: `To every Wisconsin nonprofit treasurer who has watched a processing fee come off a $50 donation:

Card fees on gifts are a real cost, but they are often higher than they need to be. Some card brands publish lower rates for registered charities, yet many nonprofits sit on a flat-rate plan that never passes those rates on. Others pay a monthly fee for a giving page they use twice a year.

We will review your last three months of donation processing for free and show you, in writing, what each gift really costs. We will also show you how to let donors choose to cover the fee at checkout, which many supporters are glad to do.

Online giving, recurring gifts, event payments and automatic email receipts, set up by a team based in ${site.address.city}.`,
    hashtags: ["WisconsinNonprofits", "NonprofitLeadership", "Fundraising"],
    link: {
      path: "/501c3",
      headline: "Keep more of every gift",
      description: "Free donation-processing review for 501(c)(3)s",
      cta: "Learn more",
    },
    image: {
      file: "nonprofit-facebook-post-1200x630.png",
      size: imageSizes.facebookLandscape,
      alt: "Illustration of a glass donation jar holding a red heart with coins dropping in, beside the headline More of every gift reaches the mission, with the points online and in-person giving, recurring gifts and donor-covered fees as an option.",
      eyebrow: "For Wisconsin nonprofits",
      headline: "More of every gift reaches the mission",
      subline: "A free review of your donation processing, in writing.",
      scene: {
        kind: "giving",
        chips: ["Recurring gifts", "Online and in person", "Donor covers the fee, if they choose"],
      },
    },
    utm: {
      source: "facebook",
      medium: "social",
      campaign: "nonprofit-review",
      content: "donation-jar",
    },
  },
  notes: [
    {
      title: "Post first, then boost",
      body: "Publish it from the company page with the tracked link in the link field, let it run organically for a day, then boost it with Learn more as the button. Boost to people in Wisconsin interested in nonprofit management, volunteering and fundraising, and to page followers' friends.",
    },
    {
      title: "Timing",
      body: "Nonprofits plan budgets before their fiscal year and giving campaigns in the autumn. Run this in late summer and again in October. Add #GivingTuesday in the two weeks before that day, when development staff are reviewing their giving pages.",
    },
    {
      title: "Say it correctly",
      body: "A donor-covers-the-fee checkbox is optional and chosen by the donor; it is not a surcharge and should never be ticked in advance. Do not promise a charity rate: whether an organisation qualifies depends on its registration and the card brand, and the review will say so in writing.",
    },
    {
      title: "Answering comments",
      body: "Nonprofit leaders often ask about receipts. Our payment receipts confirm the gift; the organisation's own acknowledgement letter, with its tax wording, remains its responsibility. Say that plainly and offer a call.",
    },
  ],
};
