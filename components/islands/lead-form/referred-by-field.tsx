import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/form-fields";

/** The label of the optional "Referred by" answer, in each form's labels. */
export const referredByLabel = "Referred by";

/**
 * Who sent the visitor to us, so the referral programme can credit them; a referral link from
 * /friends fills it in (`?ref=`).
 */
export function ReferredByField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      autoComplete="off"
      maxLength={120}
      optional
      hint="If someone sent you to us, their name or business, so that we can thank them."
      {...props}
    />
  );
}
