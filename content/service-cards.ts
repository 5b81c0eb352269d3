import { offeredServices } from "@/content/site";

/** Icon names the service cards can use; the component maps each to an SVG icon. */
export type ServiceIcon = "store" | "globe" | "zero" | "map-pin";

/** Spec entity "Service card": title, description, features, badge, icon, and the page it opens. */
export type ServiceCard = {
  title: string;
  description: string;
  features: readonly string[];
  badge: string;
  icon: ServiceIcon;
  href: string;
};

type Extras = Omit<ServiceCard, "title" | "description" | "href">;

/** Title, description and link come from the offered services in site.ts. */
function card(href: (typeof offeredServices)[number]["href"], extras: Extras): ServiceCard {
  const service = offeredServices.find((entry) => entry.href === href);
  if (!service) throw new Error(`No offered service links to ${href} (content/site.ts).`);
  return { title: service.name, description: service.description, href, ...extras };
}

/** The four service cards of the home page, in the spec's order. */
export const serviceCards: readonly ServiceCard[] = [
  card("/retail-processing", {
    badge: "In store",
    icon: "store",
    features: ["EMV chip and NFC tap", "Apple Pay and Google Wallet", "Same-day funding"],
  }),
  card("/ecommerce-solutions", {
    badge: "Online and mobile",
    icon: "globe",
    features: ["Payment gateway", "ACH bank payments", "Electronic check"],
  }),
  card("/zero-fee", {
    badge: "Cut fees to zero",
    icon: "zero",
    features: [
      "Cash discount with the card price posted",
      "Credit-only surcharge capped at 3%",
      "Signage and receipts done to the rules",
    ],
  }),
  card("/services", {
    badge: "Made in Wisconsin",
    icon: "map-pin",
    features: ["Gift cards", "Loyalty cards", "Next-day funding"],
  }),
];
