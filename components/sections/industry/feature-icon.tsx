import {
  Banknote,
  ChartColumn,
  CreditCard,
  FileText,
  Fuel,
  Gift,
  Globe,
  HandCoins,
  Headset,
  KeyRound,
  Landmark,
  MessageSquareText,
  MonitorSmartphone,
  Nfc,
  ReceiptText,
  Repeat,
  ScanBarcode,
  ShieldCheck,
  ShoppingCart,
  UtensilsCrossed,
  type LucideIcon,
} from "@/components/ui/icons";
import type { FeatureIconName } from "@/content/industries/types";

const icons: Record<FeatureIconName, LucideIcon> = {
  terminal: CreditCard,
  tap: Nfc,
  funding: Banknote,
  tips: HandCoins,
  online: ShoppingCart,
  recurring: Repeat,
  "card-on-file": KeyRound,
  gateway: Globe,
  ach: Landmark,
  gift: Gift,
  kiosk: MonitorSmartphone,
  "text-to-pay": MessageSquareText,
  invoice: FileText,
  reporting: ChartColumn,
  security: ShieldCheck,
  support: Headset,
  inventory: ScanBarcode,
  receipt: ReceiptText,
  table: UtensilsCrossed,
  fleet: Fuel,
};

/** The decorative icon of a feature card; the card's heading carries the meaning. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = icons[name];
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
