import type { PageCopy } from "./types";

export const careersCopy: PageCopy = {
  eyebrow: "Careers",
  intro: [
    "We are a small payments company in Pewaukee, and everything we do comes down to one promise to Wisconsin business owners: a price they can understand and a person who answers when they call. The people who keep that promise are the reason merchants stay with us, so we hire slowly and for the long term.",
    "You do not need to come from payments. Several of our best people arrived from restaurant management, retail, bank branches and IT support, and learned interchange, terminals and card-brand rules here. What they share is patience with questions, care with numbers and a habit of finishing what they start. We teach the industry; we cannot teach those.",
    "Below you will find how the team works day to day, what we offer, the roles we are hiring for now with their pay ranges, and exactly how to apply. If none of the roles fits but you think you would be good at this work, write to us anyway and tell us why.",
  ],
  cta: {
    heading: "Not sure a role fits? Talk to us first",
    body: "Ask about a role, the team or what a normal week looks like before you apply. We answer every message.",
    primary: { label: "Contact the team", href: "/contact" },
    secondary: { label: "About the company", href: "/about" },
  },
};
