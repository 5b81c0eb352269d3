import { surchargeRule } from "./surcharge-rules";
import type { CalculatorValues, OptionQuote, Quote, Range } from "./types";

const fraction = (percent: number) => percent / 100;
const nonNegative = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** Today's monthly cost, from the fees or from the effective rate. */
export function currentMonthlyCost(values: CalculatorValues): number {
  return nonNegative(
    values.currentMode === "fees"
      ? values.currentValue
      : values.monthlyVolume * fraction(values.currentValue),
  );
}

/** Card sales per month; an average sale of zero or less counts as no sales. */
function salesCount(values: CalculatorValues): number {
  return values.averageTicket > 0 ? values.monthlyVolume / values.averageTicket : 0;
}

type Level = "low" | "high";

/**
 * Monthly cost of each pricing model at one end of the card-brand cost range.
 * Interchange plus: card-brand cost + markup + account fee. Cash discount: the same processing
 * cost on card sales raised to the posted card price, less what that higher price brings in.
 * Surcharge: credit sales carry the surcharge (never above the card-brand cost of accepting
 * them), debit sales are never surcharged.
 */
function monthlyCosts(values: CalculatorValues, level: Level) {
  const a = values.assumptions;
  const volume = values.monthlyVolume;
  const sales = salesCount(values);
  const credit = fraction(values.creditShare);
  const markup = fraction(a.markupRate);
  const creditRate = fraction(level === "low" ? a.creditRateLow : a.creditRateHigh) + markup;
  const debitRate = fraction(level === "low" ? a.debitRateLow : a.debitRateHigh) + markup;
  const creditItem = a.creditPerItem + a.markupPerItem;
  const debitItem = a.debitPerItem + a.markupPerItem;

  const creditPercentCost = volume * credit * creditRate;
  const debitPercentCost = volume * (1 - credit) * debitRate;
  const itemCost = sales * (credit * creditItem + (1 - credit) * debitItem);

  const interchangePlus = creditPercentCost + debitPercentCost + itemCost + a.monthlyFee;
  const flatRate = volume * fraction(a.flatRate) + sales * a.flatPerItem;

  const uplift = fraction(a.cashAdjustment);
  const cashDiscount =
    nonNegative(
      (1 + uplift) * (creditPercentCost + debitPercentCost) + itemCost - uplift * volume,
    ) + a.monthlyFee;

  const rule = surchargeRule(values.state);
  let surcharge: { cost: number; rate: number; debit: number; creditLeft: number } | null = null;
  if (rule.allowed) {
    const creditCostOfAcceptance = creditRate + (volume > 0 ? (creditItem * sales) / volume : 0);
    const rate = Math.min(
      fraction(a.surchargeRate),
      fraction(rule.capPercent),
      creditCostOfAcceptance,
    );
    // What the surcharge cannot reach: debit cards (never surchargeable) and whatever part of
    // the credit cost, including the fee on the surcharge itself, the capped rate leaves behind.
    const debit = debitPercentCost + sales * (1 - credit) * debitItem;
    const creditLeft =
      (1 + rate) * creditPercentCost + sales * credit * creditItem - rate * volume * credit;
    surcharge = {
      cost: nonNegative(debit + creditLeft) + a.monthlyFee,
      rate: rate * 100,
      debit: nonNegative(debit),
      creditLeft: nonNegative(creditLeft),
    };
  }

  return { interchangePlus, flatRate, cashDiscount, surcharge };
}

const rangeOf = (a: number, b: number): Range => ({
  low: nonNegative(Math.min(a, b)),
  high: nonNegative(Math.max(a, b)),
});
const times = (range: Range, factor: number): Range => ({
  low: range.low * factor,
  high: range.high * factor,
});

function available(
  id: OptionQuote["id"],
  label: string,
  monthly: Range,
  current: number,
): Extract<OptionQuote, { available: true }> {
  const monthlySavings = { low: current - monthly.high, high: current - monthly.low };
  return {
    id,
    label,
    available: true,
    monthly,
    yearly: times(monthly, 12),
    monthlySavings,
    yearlySavings: times(monthlySavings, 12),
  };
}

/** Compares today's cost with interchange plus, flat rate, cash discount and a credit surcharge. */
export function computeQuote(values: CalculatorValues): Quote {
  const low = monthlyCosts(values, "low");
  const high = monthlyCosts(values, "high");
  const current = currentMonthlyCost(values);
  const rule = surchargeRule(values.state);
  const uplift = fraction(values.assumptions.cashAdjustment);

  const options: OptionQuote[] = [
    available(
      "interchange-plus",
      "Interchange plus",
      rangeOf(low.interchangePlus, high.interchangePlus),
      current,
    ),
    available("flat-rate", "Flat rate", rangeOf(low.flatRate, high.flatRate), current),
    available(
      "cash-discount",
      "Cash discount",
      rangeOf(low.cashDiscount, high.cashDiscount),
      current,
    ),
    low.surcharge && high.surcharge
      ? {
          ...available(
            "surcharge",
            "Zero fee (credit surcharge)",
            rangeOf(low.surcharge.cost, high.surcharge.cost),
            current,
          ),
          stillPaid: {
            debit: rangeOf(low.surcharge.debit, high.surcharge.debit),
            credit: rangeOf(low.surcharge.creditLeft, high.surcharge.creditLeft),
            accountFee: values.assumptions.monthlyFee,
          },
        }
      : {
          id: "surcharge",
          label: "Zero fee (credit surcharge)",
          available: false,
          reason: rule.reason,
        },
  ];

  return {
    transactions: salesCount(values),
    current: {
      monthly: current,
      yearly: current * 12,
      effectiveRate: values.monthlyVolume > 0 ? (current / values.monthlyVolume) * 100 : 0,
    },
    options,
    appliedSurcharge:
      low.surcharge && high.surcharge ? rangeOf(low.surcharge.rate, high.surcharge.rate) : null,
    surchargeNote: rule.reason,
    cashPriceDiscount: (uplift / (1 + uplift)) * 100,
  };
}
