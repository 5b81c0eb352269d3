/**
 * Merchant testimonials.
 *
 * SAMPLE REVIEWS: every entry below is a placeholder written for layout and is marked
 * `sample: true`, which makes the page say so. Before launch, replace them with real, verifiable
 * reviews given with the merchant's permission (name, business, city and date as given), and
 * set `sample: false`. Never publish invented reviews as real ones.
 */
export type Testimonial = {
  id: string;
  name: string;
  business: string;
  city: string;
  /** ISO date the review was given. */
  date: string;
  quote: string;
  sample: boolean;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: "family-restaurant-waukesha",
    name: "Maria G.",
    business: "Family restaurant",
    city: "Waukesha",
    date: "2025-09-18",
    quote:
      "They went through our old statement with us line by line. With the card price posted and a cash price at the register, our processing bill went from about $1,900 a month to the monthly account fee.",
    sample: true,
  },
  {
    id: "dental-office-brookfield",
    name: "Dr. Tom K.",
    business: "Dental office",
    city: "Brookfield",
    date: "2025-11-04",
    quote:
      "We moved to interchange plus and finally understand our statement. The terminals at the front desk were set up on a Saturday, so we never lost a day with patients.",
    sample: true,
  },
  {
    id: "auto-repair-oconomowoc",
    name: "Dave R.",
    business: "Auto repair shop",
    city: "Oconomowoc",
    date: "2026-01-22",
    quote:
      "Repair tickets are big, so every tenth of a percent matters. Fleet cards now go through with the right data, and when I call, the same person picks up.",
    sample: true,
  },
  {
    id: "gift-shop-delafield",
    name: "Linda S.",
    business: "Gift shop",
    city: "Delafield",
    date: "2025-06-30",
    quote:
      "Our gift cards and the loyalty punch card run on the same terminal as everything else. Setup was quick and nobody tried to sell me a lease.",
    sample: true,
  },
  {
    id: "veterinary-clinic-hartland",
    name: "Jen P.",
    business: "Veterinary clinic",
    city: "Hartland",
    date: "2026-03-09",
    quote:
      "Deposits for surgeries and stored cards for boarding clients used to be a headache. Now it is two clicks, and the money is in our account the next day.",
    sample: true,
  },
  {
    id: "b2b-supplier-pewaukee",
    name: "Mark D.",
    business: "Industrial supplier",
    city: "Pewaukee",
    date: "2026-04-15",
    quote:
      "They explained what Visa's level 3 changes meant for our business-card payments before our old processor did, and set our invoices up to send the line items.",
    sample: true,
  },
];

/** Whether any testimonial shown is still a sample awaiting a verified replacement. */
export const hasSampleTestimonials = testimonials.some((entry) => entry.sample);
