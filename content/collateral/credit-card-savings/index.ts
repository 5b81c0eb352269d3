import type { PageCopy } from "@/content/pages/types";
import type { TextBlock } from "../types";
import { chaptersOneToThree } from "./chapters-1-3";
import { chaptersFourToSix } from "./chapters-4-6";
import { chaptersSevenToEight } from "./chapters-7-8";
import type { Chapter } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export type { Chapter } from "./types";

export const ebookCopy: PageCopy = {
  eyebrow: "Free ebook",
  intro: [
    "Card processing is one of the few costs that grows every time your business does well, and one of the hardest to read on paper. This guide is the advice our specialists give owners across the table, written down: where card fees go, how to find your true rate on a statement in fifteen minutes, how the pricing models differ, and how to use a cash discount or a surcharge without breaking the card-brand rules.",
    "It is free to read here, with no form to fill in. Print it or save it as a PDF from your browser, or download the PDF edition below, which has a contents page and page numbers for reading offline or sharing with your bookkeeper. If you would like a specialist to run chapter 2's statement check for you, you can leave your email beside the download; that part is optional. The guide runs to eight chapters, ending with a thirty-day plan, and takes about twenty minutes to read.",
  ],
  cta: {
    heading: "Let us do chapter 2 for you",
    body: "Send a recent statement and a specialist returns your effective rate, every fee by name and a written comparison within one business day.",
    primary: statementReviewLink,
    secondary: { label: "Start an application", href: "/apply" },
  },
};

/** Publication facts for the Article JSON-LD and the PDF's title page. */
export const ebookMeta = {
  title: "The merchant's guide to lower card-processing costs",
  subtitle:
    "Read your statement, choose a pricing model and apply cash discount and surcharge rules correctly",
  datePublished: "2026-01-15",
  dateModified: "2026-06-01",
  pdfFileName: "lake-country-card-savings-guide.pdf",
} as const;

/** The opening before chapter 1. */
export const foreword: TextBlock[] = [
  {
    kind: "p",
    text: "Many owners pay more for card processing than they need to, and very few of them are careless. They are busy. Statements arrive as a dozen pages of codes, fees change a few cents at a time, and the salespeople who call promise the lowest rate without saying lowest compared with what. This guide gives you the vocabulary and the arithmetic to judge any offer, including ours.",
  },
  {
    kind: "p",
    text: "Nothing here requires you to switch processors. Several chapters will save you money with the processor you already have. Where the rules are strict, as they are for surcharging, we state them plainly, because a program set up wrongly costs more than it saves.",
  },
];

export const chapters: Chapter[] = [
  ...chaptersOneToThree,
  ...chaptersFourToSix,
  ...chaptersSevenToEight,
];

/** The closing words after the last chapter. */
export const afterword: TextBlock[] = [
  {
    kind: "p",
    text: "Card acceptance is a cost of doing business, like rent and payroll, and it deserves the same attention once a year. Know your effective rate, know what each fee pays for, and make every processor, including us, put the numbers in writing. If you would like help, our team in Pewaukee reviews statements for Wisconsin businesses free of charge and without pressure.",
  },
];
