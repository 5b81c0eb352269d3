import { site } from "../site";
import type { LegalDocument } from "./types";

export const termsOfUse: LegalDocument = {
  id: "terms-of-use",
  title: "Terms of use",
  sections: [
    {
      id: "terms-scope",
      heading: "Who we are and what these terms cover",
      paragraphs: [
        `This website is run by ${site.legalName} of ${site.address.city}, ${site.address.regionName}. By using it you accept these terms. They cover the website only. Card processing, equipment and any other service we provide are governed by the merchant agreement you sign with us and our processing partner, never by this page.`,
      ],
    },
    {
      id: "terms-information",
      heading: "Information, not an offer",
      paragraphs: [
        `Rates, figures and examples on this site describe what our merchants typically see; they are not a quote and not an offer you can accept. "Rates as low as ${site.figures.lowestRate}" describes our lowest quoted rate, and your own price depends on your business, your card mix and how you accept cards. A price binds us only when it is in a written proposal or agreement. Every merchant account is subject to approval by our processing partner and its sponsor bank.`,
      ],
    },
    {
      id: "terms-advice",
      heading: "Not legal, tax or accounting advice",
      paragraphs: [
        "Our guides explain card-brand rules, surcharging, cash discounts and related topics as we understand them on the date shown. They are general information, not advice for your situation. Rules change, and laws differ from state to state; confirm anything that matters to your business with us in writing or with your own adviser before you act on it.",
      ],
    },
    {
      id: "terms-forms",
      heading: "Using the forms",
      paragraphs: ["When you send us a form, you agree that:"],
      points: [
        "what you tell us is accurate and about your own business, or about a business whose owner has agreed to be referred to us;",
        "you will not send forms automatically, in bulk or on someone else's behalf without their permission;",
        "we may limit how often forms can be sent from one network address, and may ignore submissions that look automated.",
      ],
    },
    {
      id: "terms-acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "Do not try to disrupt the site, probe it for weaknesses, get around its access limits, or copy it in bulk with automated tools. Search engines and accessibility tools are welcome. If you find a security problem, please tell us privately at the address in the privacy notice below, and we will thank you for it.",
      ],
    },
    {
      id: "terms-availability",
      heading: "Where the site is available",
      paragraphs: [
        "We serve businesses in the United States. Visitors from some other countries see an Access Restricted page instead of the site. We aim to keep the site available at all times but do not promise that it will be, and we may change or remove pages without notice.",
      ],
    },
    {
      id: "terms-ownership",
      heading: "Content, trademarks and links",
      paragraphs: [
        "The text, design and images of this site belong to us or to those who licensed them to us; you may quote or link to them with credit, but not republish them as your own. Visa, Mastercard, Discover, American Express, Apple Pay, Google Wallet and other names of card brands and wallets are trademarks of their owners, used here only to describe what our services accept. Links to other websites are provided for convenience; we do not control those sites.",
      ],
    },
    {
      id: "terms-liability",
      heading: "No warranty and limited liability",
      paragraphs: [
        "The site is provided as it is. We work to keep it accurate but do not warrant that every page is complete, current or free of errors. To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the website. Nothing in these terms limits any right you have that the law says cannot be limited.",
      ],
    },
    {
      id: "terms-changes",
      heading: "Changes and governing law",
      paragraphs: [
        "When we change these terms, we publish the new version here with a new date; continued use of the site after that date means you accept the change. These terms are governed by the laws of the State of Wisconsin.",
      ],
    },
  ],
};
