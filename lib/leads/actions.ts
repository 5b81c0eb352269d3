"use server";

import { headers } from "next/headers";
import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/geo/client-address";
import { addressHashSecret, hashAddress } from "./address-hash";
import { applicationForm } from "./application-schema";
import { contactForm } from "./contact-schema";
import { downloadForm } from "./download-schema";
import type { LeadFormState } from "./form-state";
import { createLeadAction, type LeadIntakeDeps } from "./intake";
import { leadOrigin } from "./lead-origin";
import { leadStore } from "./lead-store";
import { nudgeLeadOutbox } from "./outbox/start";
import { referralForm } from "./referral-schema";

/**
 * The hashed address of the visitor, read here so the pages stay static. It is the address the
 * location gate uses (lib/geo); when it is unknown, submit_lead applies only its global cap.
 */
async function requestAddressHash(): Promise<string | null> {
  const env = serverEnv();
  const address = clientAddress(await headers(), env.TRUST_PROXY);
  if (!address) return null;
  return hashAddress(address, await addressHashSecret(env.LEADS_HASH_SECRET, env.DATA_DIR));
}

/** The page the form was posted from, read from the Referer (path and UTM fields only). */
async function requestOrigin() {
  return leadOrigin((await headers()).get("referer"));
}

const deps: LeadIntakeDeps = {
  store: () => leadStore(),
  addressHash: requestAddressHash,
  origin: requestOrigin,
  onStored: nudgeLeadOutbox,
};

const contact = createLeadAction(contactForm, deps);
const application = createLeadAction(applicationForm, deps);
const referral = createLeadAction(referralForm, deps);
const download = createLeadAction(downloadForm, deps);

/** The contact form's action (/contact and the home page). */
export async function submitContact(previous: LeadFormState, formData: FormData) {
  return contact(previous, formData);
}

/** The merchant pre-application's action (/apply). */
export async function submitApplication(previous: LeadFormState, formData: FormData) {
  return application(previous, formData);
}

/** The referral form's action (/friends). */
export async function submitReferral(previous: LeadFormState, formData: FormData) {
  return referral(previous, formData);
}

/** The ebook's optional email gate (/ebook/credit-card-savings); the free download needs none. */
export async function submitDownload(previous: LeadFormState, formData: FormData) {
  return download(previous, formData);
}
