import type { BlogArticle } from "./types";

export const emvTapToPay: BlogArticle = {
  id: "emv-chip-and-tap-to-pay",
  headline: "EMV chip and tap-to-pay: what they protect and what they cost you",
  description:
    "How chip cards and contactless payments stop counterfeit fraud, who pays when a terminal cannot read a chip, and how to set up your counter.",
  datePublished: "2026-10-13",
  dateModified: "2026-11-02",
  lede: "Chip cards and tap-to-pay arrived at American counters within a few years of each other, and many merchants still treat them as the same upgrade. They solve related problems in different ways. Knowing what each one does helps you set up your terminal, train your staff and avoid paying for fraud that was never your fault.",
  sections: [
    {
      heading: "What the chip does",
      paragraphs: [
        "A magnetic stripe carries the same data every time it is swiped, so a thief who copies it once can print counterfeit cards that work again and again. An EMV chip instead creates a one-time code for each purchase. Data captured from one chip payment cannot be replayed to make a working copy of the card, which makes counterfeit fraud at a chip-reading terminal far harder.",
      ],
    },
    {
      heading: "The liability shift, in plain words",
      paragraphs: [
        "Since October 2015, when a counterfeit chip card is used at a US store whose terminal cannot read chips, the loss from that fraud generally moves from the card's issuing bank to the merchant. This is the EMV liability shift. It covers counterfeit fraud at the counter. It does not make a chip payment immune to every chargeback: disputes over goods, services and lost or stolen cards follow their own rules, which differ by card brand.",
        "The practical rule is short. If your terminal reads chips, insist on the chip, and swipe only when the terminal itself asks for a fallback.",
      ],
    },
    {
      heading: "How tap-to-pay works",
      paragraphs: [
        "Contactless payments use NFC, near-field communication, a short radio link between the card or phone and the reader that works only within a few centimetres. A tapped contactless card creates the same kind of one-time code as a chip insert. Apple Pay and Google Wallet go further: the phone or watch sends a token, a stand-in number issued for that one device, so the real card number never reaches your terminal, and the customer usually confirms the payment with a fingerprint, face scan or passcode.",
        "For your business that means fewer numbers worth stealing, faster lines and one less reason for customers to hand their card to a stranger.",
      ],
    },
    {
      heading: "What it costs you",
      paragraphs: [
        "Chip and contactless payments are both card-present transactions, priced in the same interchange categories, so a tap does not raise your rate. What costs money is the fallback: a swiped card carries more fraud risk, and a number typed into the terminal usually lands in a pricier interchange category and draws more chargebacks. A terminal that encrypts card data the moment it is read, known as point-to-point encryption, keeps card numbers out of your own systems and can shorten your yearly PCI questionnaire.",
      ],
    },
    {
      heading: "A checklist for your counter",
      paragraphs: ["Before the next rush, walk the counter with this list:"],
      points: [
        "Confirm your terminal reads chip and contactless, and that contactless is switched on: some units ship with it off.",
        "Place the reader where customers can reach it without handing anything to staff.",
        "Show the contactless symbol and wallet logos at the register so customers know a tap will work.",
        "Train staff to offer a tap or insert first and to key a card only as a last resort.",
        "Install the terminal's software updates when your processor sends them; they carry new card-brand rules and security fixes.",
        "For lines and patios, add a handheld or mobile reader instead of walking cards back to the counter.",
      ],
    },
  ],
  related: [
    { label: "Retail processing with EMV and tap", href: "/retail-processing" },
    { label: "Self-serve kiosks with tap payments", href: "/self-serve-kiosks" },
    { label: "Pay-at-table for restaurants", href: "/restaurant" },
  ],
};
