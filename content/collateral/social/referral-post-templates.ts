import { site } from "@/content/site";
import { imageSizes, type PostAuthor, type ReferralTemplatesPage, type SocialPost } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const disclosure = "(Full disclosure: I may receive a referral reward if you sign up.)";

const person = (byline: string): PostAuthor => ({
  name: "Your name",
  initials: "YN",
  byline,
  kind: "person",
});

/** Referral links share one campaign; utm_content carries the referrer's name so we can credit them. */
const referralUtm = (source: string): SocialPost["utm"] => ({
  source,
  medium: "referral",
  campaign: "partner-referrals",
  content: "your-name",
});

export const referralPostTemplates: ReferralTemplatesPage = {
  path: "/referral-post-templates",
  copy: {
    eyebrow: "Templates · for partners and customers",
    intro: [
      "People who already work with us are our best marketers, but most of them will not write a post from scratch. These five templates give them words that sound like a person, not an advert: a customer recommending us on LinkedIn and on Facebook, an accountant sharing a statement tip with clients, an IT or point-of-sale partner warning about agreements before a terminal upgrade, and a chamber or community group offering members a free statement review.",
      "Each template has a preview of how it looks in the feed, the text to copy, an image drawn here at the network's recommended size, and a link builder. Partners put their own name in the Content field of the builder, so every business they send is credited to them without a form or a code.",
      "Every template that a rewarded referrer posts carries a one-line disclosure that they may receive a referral reward. Recommendations from people with a material connection have to say so, and keeping the sentence in the template makes it easy. Words in square brackets are the only things to change.",
    ],
    cta: {
      heading: "Ready to refer someone directly?",
      body: "Skip the post: the Refer a Friend page takes an introduction in a minute and explains the reward.",
      primary: { label: "Refer a business", href: "/friends" },
      secondary: { label: "Our referral LinkedIn post", href: "/referral-linkedin-post" },
    },
  },
  steps: [
    {
      title: "1. Pick the template that fits you",
      body: "Customers use the first two, accountants and bookkeepers the third, IT and point-of-sale partners the fourth, and chambers, associations and community groups the fifth.",
    },
    {
      title: "2. Fill in the brackets",
      body: "Replace the words in square brackets with your own, and change any sentence that is not true for you. Keep the disclosure sentence if you receive a referral reward; it is required, and readers trust a post more when it is there.",
    },
    {
      title: "3. Build your link",
      body: "In the template's link builder, type your name or your firm's name in Content, copy the tracked link and paste it at the end of the post. That is how we know the introduction came from you.",
    },
    {
      title: "4. Post, then tell us",
      body: "Download the image, attach it to the post and publish. Send us a note when it is live so we can thank you and answer any questions in the comments quickly.",
    },
  ],
  templates: [
    {
      id: "customer-linkedin",
      title: "Customer recommendation on LinkedIn",
      whoPosts: "A business owner we already serve, from their own LinkedIn profile",
      post: {
        network: "linkedin",
        placement: "organic",
        author: person("Owner, [your business]"),
        audience:
          "The owner's LinkedIn connections: other owners, suppliers and local professionals.",
        goal: "Warm introductions from a peer who has switched and can say what changed.",
        text: `Last [month] we moved our card processing to a local team, and I wish we had done it sooner.

What changed for [your business]: we can read our statement now, the markup is in writing, and when something goes wrong we call someone in ${site.address.city} who knows us.

If you take cards and have not looked at your statement in a while, they will review it for free and tell you honestly whether switching is worth it. Happy to introduce you.

${disclosure}`,
        hashtags: ["SmallBusiness", "Wisconsin", "ShopLocal"],
        link: { path: statementReviewLink.href },
        image: {
          file: "referral-customer-linkedin-1200x627.png",
          size: imageSizes.linkedinFeed,
          alt: "A sheet headed What changed with three ticked lines: a statement we can read, the markup in writing, and a local team on the phone, beside the headline Why we switched card processors.",
          eyebrow: "From one owner to another",
          headline: "Why we switched card processors",
          scene: {
            kind: "document",
            title: "What changed",
            lines: [
              { label: "A statement we can read", mark: "check" },
              { label: "The markup in writing", mark: "check" },
              { label: "A local team on the phone", mark: "check" },
            ],
          },
        },
        utm: referralUtm("linkedin"),
      },
    },
    {
      id: "customer-facebook",
      title: "Customer recommendation on Facebook",
      whoPosts:
        "A shop or restaurant owner, from their personal Facebook profile or their business page",
      post: {
        network: "facebook",
        placement: "organic",
        author: person("[Your business]"),
        audience: "Friends, regulars and other owners in the poster's town.",
        goal: "Introductions to nearby owners through someone they know personally.",
        text: `Owner friends: a quick tip from [your business].

We switched our card processing to a Wisconsin company this year. Same terminal speed for customers, a statement we can actually read, and a real person on the phone when we need one.

They will look at your statement for free and tell you straight whether you are overpaying. Message me if you want an introduction.

${disclosure}`,
        hashtags: ["ShopLocal", "WisconsinSmallBusiness"],
        link: { path: statementReviewLink.href },
        image: {
          file: "referral-customer-facebook-1080x1080.png",
          size: imageSizes.facebookSquare,
          alt: "A card terminal showing Paid with a card tapping it, under the headline Ask me who does our card processing, with the points local team, statement you can read and real people on the phone.",
          eyebrow: "Owner to owner",
          headline: "Ask me who does our card processing",
          subline: "A free statement review, and an honest answer about switching.",
          scene: {
            kind: "terminal",
            screen: "PAID",
            chips: ["Local team", "A statement you can read", "Real people on the phone"],
          },
        },
        utm: referralUtm("facebook"),
      },
    },
    {
      id: "accountant-linkedin",
      title: "Accountant or bookkeeper tip on LinkedIn",
      whoPosts: "An accountant, bookkeeper or fractional CFO, from their own profile or firm page",
      post: {
        network: "linkedin",
        placement: "organic",
        author: person("CPA, [your firm]"),
        audience: "The adviser's clients and prospective clients who run businesses taking cards.",
        goal: "Clients ask their adviser for an introduction, and the adviser sends them to us.",
        text: `A year-end tip I give every client who takes cards: look at your processing statement before you look at anything else.

Divide the total fees by your total card sales. If that effective rate surprises you, or if you see "non-qualified" charges or a monthly PCI non-compliance fee, there is usually money to recover.

I refer clients to ${site.name} for a free, written statement review. They explain every line, and they will tell you if your current deal is already fair.

${disclosure}`,
        hashtags: ["Accounting", "SmallBusinessTips", "CashFlow"],
        link: { path: "/interchange-plus" },
        image: {
          file: "referral-accountant-linkedin-1200x627.png",
          size: imageSizes.linkedinFeed,
          alt: "A statement drawn as a white sheet with the effective rate, non-qualified charges and the PCI non-compliance fee highlighted, beside the headline An accountant's year-end statement check.",
          eyebrow: "Year-end tip",
          headline: "An accountant's year-end statement check",
          scene: {
            kind: "document",
            title: "Client statement",
            lines: [
              { label: "Effective rate", detail: "Total fees ÷ total card sales", mark: "flag" },
              { label: "Non-qualified charges", detail: "Ask why", mark: "flag" },
              { label: "PCI non-compliance fee", detail: "Often avoidable", mark: "flag" },
            ],
            footer: "Free written review on request",
          },
        },
        utm: referralUtm("linkedin"),
      },
    },
    {
      id: "it-partner-linkedin",
      title: "IT or point-of-sale partner on LinkedIn",
      whoPosts: "An IT provider, POS reseller or installer, from their profile or company page",
      post: {
        network: "linkedin",
        placement: "organic",
        author: person("[Your company], IT and POS"),
        audience:
          "Businesses the partner supports that are upgrading terminals, POS systems or kiosks.",
        goal: "Introductions at the moment a client is changing hardware, when switching processors is easiest.",
        text: `Upgrading your point of sale or card terminals this year? Read your processing agreement before you order hardware.

New equipment is the easiest moment to fix pricing, and the worst moment to discover a lease or a cancellation fee. We install and support the systems; for processing we work with ${site.name}, who put pricing, term and equipment ownership in writing before anyone signs.

Ask me for an introduction when we plan your upgrade.

${disclosure}`,
        hashtags: ["POS", "SmallBusinessIT", "Wisconsin"],
        link: { path: "/self-serve-kiosks" },
        image: {
          file: "referral-it-partner-linkedin-1200x627.png",
          size: imageSizes.linkedinFeed,
          alt: "Three numbered steps joined by arrows: your IT partner, your upgrade plan, and processing terms in writing, beside the headline Upgrading your POS? Check the agreement first.",
          eyebrow: "Before you upgrade",
          headline: "Upgrading your POS? Check the agreement first.",
          scene: {
            kind: "network",
            nodes: ["Your IT partner", "Your upgrade plan", "Terms in writing"],
            links: ["Hardware and install", "Pricing, term and equipment"],
          },
        },
        utm: referralUtm("linkedin"),
      },
    },
    {
      id: "community-facebook",
      title: "Chamber or community group post on Facebook",
      whoPosts:
        "A chamber of commerce, business association or local business group, in its Facebook group or page",
      post: {
        network: "facebook",
        placement: "organic",
        author: person("[Your group]"),
        audience: "Members of a local chamber, downtown association or business Facebook group.",
        goal: "Statement-review requests from group members, credited to the group.",
        text: `Member benefit: a free card-processing statement review.

${site.name}, a Wisconsin processor based in ${site.address.city}, will review any member's recent statement and explain every line in writing: what the card brands charge, what your processor adds, and whether a change would save you money. No obligation.

Use the link below to ask for yours, or reply here with questions.

(Full disclosure: [our group] may receive a referral reward for introductions.)`,
        hashtags: ["ShopLocal", "ChamberOfCommerce", "WisconsinBusiness"],
        link: { path: statementReviewLink.href },
        image: {
          file: "referral-community-facebook-1200x630.png",
          size: imageSizes.facebookLandscape,
          alt: "A white statement sheet with three ticked lines: every line explained, card-brand costs shown apart from processor markup, and no obligation, beside the headline A member benefit: free statement reviews.",
          eyebrow: "Member benefit",
          headline: "A member benefit: free statement reviews",
          scene: {
            kind: "document",
            title: "Your review includes",
            lines: [
              { label: "Every line explained", mark: "check" },
              { label: "Card-brand costs vs. markup", mark: "check" },
              { label: "No obligation", mark: "check" },
            ],
          },
        },
        utm: referralUtm("facebook"),
      },
    },
  ],
};
