import type { PageCopy } from "./types";

export const aboutCopy: PageCopy = {
  eyebrow: "About us",
  intro: [
    "Lake Country Merchant Services was founded in Pewaukee in 2009 by people who had spent their careers inside the payments industry and were tired of watching local businesses sign contracts they did not understand. Together the team brings more than 25 years of combined payments experience, from bank merchant departments, terminal manufacturers and independent sales offices, and we put that experience to work for restaurants, clinics, shops, repair bays and nonprofits across Wisconsin.",
    "Our approach is simple to describe and harder to find elsewhere. We read your current statement with you line by line, show you what the card brands charge and what your processor adds, and propose a pricing model in writing: interchange plus with one disclosed markup, a flat rate, or a compliant cash discount program. There is no cancellation fee on our standard agreement, equipment is yours to keep or return, and the person who sets up your account is the same person who answers when you call.",
    "The numbers on this site are backed by something you can check: our processing partners are PCI DSS Level 1 service providers, our merchants run more than $45 million through us each month, and our 4.9 out of 5 rating comes from more than 500 reviews. If any claim here does not hold up for your business, we want to hear about it.",
  ],
  cta: {
    heading: "See what your business would pay with us",
    body: "Send us a recent processing statement and a specialist will return a side-by-side comparison within one business day.",
    primary: { label: "Start your application", href: "/apply" },
    secondary: { label: "Contact the team", href: "/contact" },
  },
};
