import { optionalLine } from "./fields";

/** The optional "Referred by" answer of the contact, application and statement forms. */
export const referredBy = optionalLine("who referred you", 120);
