import type { ExportFormat } from "../format";
import { paypal } from "./paypal";
import { shopifyPayments } from "./shopify-payments";
import { square } from "./square";
import { stripeBalanceChange } from "./stripe-balance-change";
import { stripePayments } from "./stripe-payments";
import { toast } from "./toast";

/** Every processor export the reader knows, told apart by their header rows. */
export const exportFormats: readonly ExportFormat[] = [
  stripeBalanceChange,
  stripePayments,
  square,
  paypal,
  shopifyPayments,
  toast,
];
