import { formatUsd, type Cents } from "@/lib/pricing/money";

/**
 * A month's processing cost after a program, in plain words. When card prices bring in more than
 * the fees, the cost is nothing and the rest is money left over, never a negative cost.
 */
export function netCostText(net: Cents): string {
  return net <= 0 ? `${formatUsd(0)}, with ${formatUsd(-net)} left over` : formatUsd(net);
}
