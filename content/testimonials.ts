/**
 * SAMPLE DATA: these reviews are illustrations written for the design, not statements by real
 * merchants. Before launch, replace every entry with a real, verifiable review used with the
 * reviewer's written permission: publishing invented reviews breaks the FTC's rule on consumer
 * reviews (16 CFR Part 465) and the trust this site asks for.
 */

/** A merchant's review as /testimonials (and the home page) show it. */
export type Testimonial = {
  id: string;
  /** The reviewer as they agreed to be named, e.g. first name and last initial. */
  name: string;
  business: string;
  /** Plain words a visitor would use for their own business, e.g. "Dental practice". */
  businessType: string;
  /** Town in Wisconsin. */
  city: string;
  /** When the review was written (ISO date, YYYY-MM-DD). */
  date: string;
  quote: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** True while the entry is an illustration; pages that show samples say so. */
  sample: boolean;
};

export const testimonials: Testimonial[] = [
  {
    id: "lakeside-supper-club",
    name: "Dan K.",
    business: "Lakeside Supper Club",
    businessType: "Restaurant",
    city: "Pewaukee",
    date: "2026-06-18",
    quote:
      "We moved to a cash discount with pay-at-table readers before the summer rush. The signs and receipts were set up for us, the servers learned the handhelds in one shift, and our card costs went from the second-biggest bill to a rounding error.",
    rating: 5,
    sample: true,
  },
  {
    id: "oakview-family-dental",
    name: "Priya S.",
    business: "Oakview Family Dental",
    businessType: "Dental practice",
    city: "Waukesha",
    date: "2026-03-04",
    quote:
      "They told us straight away not to surcharge because so many of our patients pay with HSA cards, and moved us to interchange plus instead. The statement finally makes sense, and the chairside readers mean nobody walks a card to the front desk.",
    rating: 5,
    sample: true,
  },
  {
    id: "fox-river-auto",
    name: "Mike R.",
    business: "Fox River Auto & Tire",
    businessType: "Auto repair shop",
    city: "Oconomowoc",
    date: "2026-05-22",
    quote:
      "Our repair tickets run into the thousands and a lot of them are fleet cards. Sending the level 2 data cut the cost on those noticeably, and text-to-pay means customers approve and pay for the estimate before they come back for the car.",
    rating: 5,
    sample: true,
  },
  {
    id: "willow-and-pine",
    name: "Hannah L.",
    business: "Willow & Pine Boutique",
    businessType: "Retail boutique",
    city: "Delafield",
    date: "2025-12-09",
    quote:
      "I was stuck in a terminal lease that cost me more every year than the terminal was worth. They showed me the numbers, I bought my own reader, and our gift cards with our logo sold out twice before Christmas.",
    rating: 5,
    sample: true,
  },
  {
    id: "hartland-animal-hospital",
    name: "Dr. Eric T.",
    business: "Hartland Animal Hospital",
    businessType: "Veterinary clinic",
    city: "Hartland",
    date: "2026-08-27",
    quote:
      "Cards on file for boarding deposits and wellness plans used to be a binder of paper forms. Now they are stored securely in the system, and when a reader acted up on a Saturday our specialist answered his phone.",
    rating: 5,
    sample: true,
  },
  {
    id: "north-shore-food-pantry",
    name: "Grace M.",
    business: "North Shore Community Pantry",
    businessType: "Nonprofit",
    city: "Milwaukee",
    date: "2026-02-13",
    quote:
      "We needed online donations, recurring monthly gifts and a reader for our spring fundraiser, without paying for three systems. One account covers it all, and donors get a proper receipt for their records automatically.",
    rating: 5,
    sample: true,
  },
  {
    id: "badger-industrial-supply",
    name: "Tom W.",
    business: "Badger Industrial Supply",
    businessType: "B2B distributor",
    city: "Brookfield",
    date: "2026-09-30",
    quote:
      "Half our customers pay invoices with purchasing cards and the other half by check. We now take both online through the same gateway, with level 3 data on the cards and ACH for the rest, and our days outstanding dropped.",
    rating: 4,
    sample: true,
  },
  {
    id: "driftless-coffee-roasters",
    name: "Ana V.",
    business: "Driftless Coffee Roasters",
    businessType: "Online store and café",
    city: "Madison",
    date: "2026-10-15",
    quote:
      "Our web shop subscriptions and the café counter used to be two processors and two statements. Moving both to one account took a week, and being able to call someone in Wisconsin who knows our setup is worth a lot to a small team.",
    rating: 5,
    sample: true,
  },
];

/** Whether any testimonial shown is still a sample awaiting a verified replacement. */
export const hasSampleTestimonials = testimonials.some((entry) => entry.sample);

/** Said wherever samples are shown, so no visitor takes them for verified reviews. */
export const sampleNotice =
  "Sample reviews, shown until verified reviews from our merchants are published here.";
