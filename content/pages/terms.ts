import type { PageCopy } from "./types";

export const termsCopy: PageCopy = {
  eyebrow: "Legal",
  intro: [
    "This page has two parts. The terms of use say what you can expect from this website and what we expect from the people who use it. The privacy notice says what the website collects when you browse it or fill in one of its forms, why we need it, who else sees it and when we delete it. Both cover this website only: if you become a merchant, your merchant processing agreement and the documents that come with it govern the account itself.",
    "We have tried to write both the way we write everything else on this site, in plain English and without surprises. Where we collect something, we say why; where we keep something, we say for how long; where an outside company is involved, we name what it receives. If a sentence here is unclear, or if you want to know exactly what we hold about you, contact us at the address at the end of the privacy notice and a person will answer.",
  ],
  cta: {
    heading: "Questions about your data or these terms?",
    body: "Write to us or call during business hours; privacy requests are answered by a member of our team, not an automated system.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "About the company", href: "/about" },
  },
};
