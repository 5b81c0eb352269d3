/** Where the pre-application keeps its draft in this browser (lead-form/use-saved-draft.ts). */
export const applicationDraftKey = "lake-country.apply.draft.v1";

/** Whether this browser holds a draft of the pre-application: its visitor is coming back to it. */
export function hasApplicationDraft(): boolean {
  try {
    return localStorage.getItem(applicationDraftKey) !== null;
  } catch {
    return false; // storage blocked: there is no draft to show
  }
}
