import { ipDataCredit, privacyNotice } from "./privacy-notice";
import { termsOfUse } from "./terms-of-use";
import type { LegalDocument } from "./types";

export type { LegalDocument, LegalSection } from "./types";
export { ipDataCredit };

/** The date both documents were last changed (ISO); shown on /terms. */
export const legalUpdated = "2026-11-20";

/** The documents of /terms, in page order. */
export const legalDocuments: readonly LegalDocument[] = [termsOfUse, privacyNotice];

/** Third-party data and software whose licences ask for credit; `source` is plain text. */
export const dataCredits = [
  {
    name: ipDataCredit,
    use: "Looks up the country of a visitor's network address for the location check.",
    source: "github.com/sapics/ip-location-db",
  },
  {
    name: "Inter typeface by Rasmus Andersson, SIL Open Font License 1.1",
    use: "The typeface of every page, served from this site.",
    source: "rsms.me/inter",
  },
  {
    name: "Lucide icons, ISC licence",
    use: "The small icons beside links and headings.",
    source: "lucide.dev",
  },
] as const;
