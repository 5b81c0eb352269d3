import type { ComparisonPageContent } from "@/content/comparisons/types";
import { merchantTerms } from "@/content/merchant-terms";
import { site } from "@/content/site";

/** Our IT partner's page: what the partnership does for a merchant, and how to be introduced. */
export const ateamComputersPage: ComparisonPageContent = {
  copy: {
    eyebrow: "Partner",
    intro: [
      "A payment terminal is only as reliable as the network it sits on. When a card reader drops offline at lunchtime, the cause is rarely the processor: it is a router that has not been updated in years, a guest Wi-Fi password taped to the counter that also reaches the point of sale, or a cable run past the kitchen extractor fan. That is why we work with A-Team Computers, a local IT company, on the parts of a payments setup that are not payments.",
      `A-Team installs point-of-sale hardware, builds and secures the network it runs on, and helps merchants through the technical side of PCI compliance. We handle the merchant account, the pricing and the terminals’ payment setup. You get one plan, two specialists who talk to each other, and nobody pointing at the other when something breaks.`,
      "This page explains what the partnership covers, how an introduction works, and what it does not change about your account with either company.",
    ],
    cta: {
      heading: "Know a business that needs both?",
      body: "Refer a business owner whose card setup needs more than a new rate. Our referral program thanks you when their account opens, and they get payments and IT planned together.",
      primary: { label: "Refer a business", href: "/friends" },
      secondary: { label: "Ask for an introduction", href: "/contact" },
    },
  },
  sections: [
    {
      id: "what-you-get",
      heading: "What the partnership gives you",
      paragraphs: ["Three kinds of work, each done by the company that does it every day."],
      points: [
        {
          title: "Point-of-sale installation",
          body: "Registers, kitchen printers, customer displays, barcode scanners and card terminals installed, cabled and tested on site, with the payment side configured by us before the technician arrives.",
        },
        {
          title: "A network built for payments",
          body: "Point-of-sale devices on their own network, separate from guest Wi-Fi and office computers; a business-grade firewall; default passwords changed; firmware kept current; and a wired fallback for the counter.",
        },
        {
          title: "Help with PCI compliance",
          body: "Working out which Self-Assessment Questionnaire fits your setup, answering its network questions accurately, and fixing what an external vulnerability scan finds where your setup needs quarterly scans.",
        },
        {
          title: "One plan, two specialists",
          body: "We agree the hardware list, the install date and the cut-over plan with you and A-Team together, so the terminal, the network and the merchant account are ready on the same day.",
        },
      ],
    },
    {
      id: "how-it-works",
      heading: "How an introduction works",
      paragraphs: [
        `Introductions run both ways. A-Team’s clients who need a merchant account come to us; our merchants who need IT help go to A-Team. Either way, ${merchantTerms.contract.toLowerCase()} still applies to your account with us, with no cancellation fee.`,
      ],
      ordered: true,
      points: [
        {
          title: "Tell us what you are planning",
          body: "A new location, a new point of sale, a network that keeps dropping, or a PCI questionnaire you cannot answer.",
        },
        {
          title: "We bring A-Team in",
          body: "With your permission we share your hardware list and timeline, never your card data or statements.",
        },
        {
          title: "A-Team quotes its work",
          body: "You receive A-Team’s quote directly and decide; each company bills for its own work.",
        },
        {
          title: "Install and go live together",
          body: "A-Team installs and tests the network and hardware; we confirm the first live payments and deposits with you.",
        },
      ],
    },
    {
      id: "pci",
      heading: "Why the network matters for PCI",
      paragraphs: [
        "PCI DSS, the card industry’s security standard, applies to every business that accepts cards. How much of it applies to you depends largely on how card data moves through your shop: a terminal that encrypts the card from the moment it is read and sits on its own network keeps most of your systems out of scope. A flat network where the terminal, the office PC and the guest Wi-Fi all share one router brings them all in.",
        [
          "Getting that layout right at installation is much cheaper than fixing it after a failed scan or a breach. It is also why we plan the network before we ship a terminal: the best rate on our ",
          { href: "/interchange-plus", label: "interchange plus pricing" },
          " means little if the terminal is offline on a Saturday.",
        ],
      ],
    },
  ],
  faqs: [
    {
      question: "Do I have to use A-Team Computers to process with you?",
      answer:
        "No. The partnership is there if you want it. Many merchants have their own IT provider, and we work with them just as readily.",
    },
    {
      question: "Who do I pay for A-Team’s work?",
      answer:
        "A-Team quotes and bills its own work directly to you. Your processing, pricing and equipment terms with us are unchanged by the introduction.",
    },
    {
      question: "Will A-Team see my customers’ card data?",
      answer:
        "No. Card data is encrypted from the terminal to the processor, and the network work happens around it. We share your hardware list and timeline with A-Team only with your permission.",
    },
    {
      question: "Can A-Team help with a PCI questionnaire I already have?",
      answer:
        "Yes. Bring the questionnaire and any scan report you have received; A-Team can work through the network and system questions with you and fix what the scan found.",
    },
    {
      question: "Does A-Team cover my town?",
      answer: `Ask us at ${site.phone.display}. Where A-Team does not cover a location, we set up the payments side remotely and work with the IT provider you choose.`,
    },
  ],
  related: {
    heading: "Related pages",
    paths: ["/friends", "/self-serve-kiosks", "/retail-processing", "/cash-discount", "/versus"],
  },
};
