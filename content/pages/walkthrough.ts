// Imported by the contact form island too: keep this file free of anything else.
/** Every "book a walkthrough" call to action links here: the contact form, topic chosen. */
export const walkthroughLink = {
  label: "Book a walkthrough call",
  href: "/contact?topic=walkthrough#message",
} as const;

/** The booking page of BOOKING_URL, through the server (app/contact/book/route.ts). */
export const bookingLink = { label: "pick a time now", href: "/contact/book" } as const;
