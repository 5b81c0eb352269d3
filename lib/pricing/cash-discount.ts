import { priceInterchangePlus, type InterchangePlusPlan } from "./interchange-plus";
import { raiseAmounts, volumeOf, type CardSegment } from "./merchant";
import type { Cents } from "./money";

/** The discount a cash payer gets off the posted card price, in percent. */
export function cashDiscountPercent(cardPremiumPercent: number): number {
  return (cardPremiumPercent / (100 + cardPremiumPercent)) * 100;
}

/** The posted card price of an item and what a cash payer pays for it. */
export function cardAndCashPrice(cashPrice: Cents, cardPremiumPercent: number) {
  const card = Math.round(cashPrice * (1 + cardPremiumPercent / 100));
  return { card, cash: cashPrice, discount: card - cashPrice };
}

export type CashDiscountOutcome = {
  cardPremiumPercent: number;
  cashDiscountPercent: number;
  /** What card payers pay above the cash price in a month. */
  collected: Cents;
  fees: Cents;
  /** Processing cost left after the card prices; negative means the merchant comes out ahead. */
  net: Cents;
  before: Cents;
};

/** A month where every card payment is at the posted card price and cash pays the discounted price. */
export function priceCashDiscount(
  segments: readonly CardSegment[],
  plan: InterchangePlusPlan,
  cardPremiumPercent: number,
): CashDiscountOutcome {
  const atCardPrices = raiseAmounts(segments, cardPremiumPercent);
  const fees = priceInterchangePlus(atCardPrices, plan).total;
  const collected = volumeOf(atCardPrices) - volumeOf(segments);
  return {
    cardPremiumPercent,
    cashDiscountPercent: cashDiscountPercent(cardPremiumPercent),
    collected,
    fees,
    net: fees - collected,
    before: priceInterchangePlus(segments, plan).total,
  };
}
