import type { PageCopy } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const aboutCopy: PageCopy = {
  eyebrow: "About us",
  intro: [
    "Lake Country Merchant Services was founded in Pewaukee in 2009 by people who had spent their careers inside the payments industry and were tired of watching local businesses sign contracts they did not understand. Together the team brings more than 25 years of combined payments experience, from bank merchant departments, terminal manufacturers and independent sales offices, and we put that experience to work for restaurants, clinics, shops, repair bays and nonprofits across Wisconsin.",
    "The problems we were started to fix have not gone away. Owners still sign multi-year terminal leases at the counter, still receive statements with forty line items and no explanation, and still wait on hold with a national call centre when a terminal goes down on a Saturday. We built the company the other way round: pricing explained before you sign, equipment you are not trapped by, and a team that lives in the same communities as the merchants it serves.",
    "This page explains how we work with a new merchant from the first conversation onwards, what each claim on this website means and how you can check it yourself, and where to find us in Lake Country.",
  ],
  cta: {
    heading: "See what your business would pay with us",
    body: "Send us a recent processing statement and a specialist will return a side-by-side comparison within one business day.",
    primary: statementReviewLink,
    secondary: { label: "Start your application", href: "/apply" },
  },
};
