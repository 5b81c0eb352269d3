import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";

export const referralLinkedinPost: SocialPostPage = {
  path: "/referral-linkedin-post",
  copy: {
    eyebrow: "LinkedIn post · referral program",
    intro: [
      "Most of our best merchants came to us through someone they already trusted: their accountant, their IT provider, their banker or another owner down the street. This post invites those people to make the introduction on purpose. It explains the referral program in three steps, says plainly what the referred owner gets (a free statement review and an offer in writing, with no pressure) and what the referrer gets (a referral reward once the new account qualifies).",
      "The tone matters. Accountants and advisers will only refer if they are sure their name stays attached to good advice, so the post promises that we recommend a switch only when the numbers support it, and that an owner who already has a fair deal will be told so.",
      "Post it from the company page and ask every team member to share it to their own network. The image at 1200 by 627 pixels shows the three-step introduction. The tracked link points to the Refer a Friend page, where the referral form and the reward details live.",
    ],
    cta: {
      heading: "Know an owner who should hear from us?",
      body: "The Refer a Friend page has the referral form and explains the reward.",
      primary: { label: "Refer a business", href: "/friends" },
      secondary: { label: "Referral post templates", href: "/referral-post-templates" },
    },
  },
  post: {
    network: "linkedin",
    placement: "sponsored",
    author: companyPage,
    audience:
      "Accountants, bookkeepers, IT and point-of-sale providers, bankers, business consultants and current merchants in Wisconsin whose clients and peers take card payments.",
    goal: "Referral partners: people who submit a business through the Refer a Friend page.",
    text: `Do you know a Wisconsin business owner who winces every time the processing statement arrives?

Introduce us. Our referral program is built for the people owners already trust: accountants, bookkeepers, IT and point-of-sale providers, bankers and fellow business owners.

How it works:
1. Tell us who to call, with their permission.
2. A specialist reviews their statement for free and puts any offer in writing. No pressure, and if they already have a fair deal, we tell them so.
3. When their new account qualifies, we pay you a referral reward.

Your name stays attached to good advice, because we only recommend a switch when the numbers support it.

The referral form and the reward details are on our Refer a Friend page.`,
    adText: `Know a Wisconsin business owner who winces at their processing statement? Introduce us.

We review their statement for free and put any offer in writing, with no pressure, and if they already have a fair deal we tell them so. When their new account qualifies, you receive a referral reward.

Built for accountants, bookkeepers, IT and POS providers, bankers and fellow owners.`,
    hashtags: ["Referrals", "Accountants", "SmallBusiness", "Wisconsin"],
    link: {
      path: "/friends",
      headline: "Refer a business owner you know",
      cta: "Sign up",
    },
    image: {
      file: "referral-linkedin-post-1200x627.png",
      size: imageSizes.linkedinFeed,
      alt: "Three numbered steps joined by arrows: you, then a business owner you know, reached by an introduction with their permission, then our team, who give a free statement review, beside the headline Know an owner overpaying on card fees? Introduce us.",
      eyebrow: "Referral program",
      headline: "Know an owner overpaying on card fees? Introduce us.",
      scene: {
        kind: "network",
        nodes: ["You", "A business owner you know", "Our Pewaukee team"],
        links: ["Introduce us, with their permission", "Free statement review, offer in writing"],
      },
    },
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "referral-program",
      content: "three-steps",
    },
  },
  notes: [
    {
      title: "Who posts it",
      body: "The company page posts first. Then every salesperson and the owners reshare it with one personal sentence about why they like working with referral partners. Personal reshares reach accountants and IT providers that a company page rarely reaches.",
    },
    {
      title: "Disclosure for partners",
      body: "Anyone who earns a reward for referring must say so when they recommend us, for example 'I may receive a referral reward'. Our referral post templates include that sentence; point partners to them rather than asking them to write their own.",
    },
    {
      title: "No amounts in the post",
      body: "Keep the reward amount and conditions on the Refer a Friend page, where they can be kept current. A number in an old post is a promise nobody remembers making.",
    },
    {
      title: "Follow up",
      body: "Thank every person who comments or refers within one business day, and tell referrers when their introduction has been contacted. Track submissions with the utm_campaign value so the program's cost per new merchant can be measured.",
    },
  ],
};
