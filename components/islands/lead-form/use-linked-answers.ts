import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const currentQuery = () => window.location.search;
const noQuery = () => null;

/**
 * The page's query string, null in the static HTML and while hydrating: a link can choose
 * answers, such as `?topic=walkthrough` or a referral's `?ref=`, but the page is static and the
 * server never reads the query. After a client-side navigation React reads it again once the
 * new address is written, before the page's effects run.
 */
export function useLinkedQuery(): string | null {
  return useSyncExternalStore(noSubscription, currentQuery, noQuery);
}
