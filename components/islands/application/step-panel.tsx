import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "../lead-form/form-parts";

/**
 * One step of the application. With scripting on, only the active step shows (CSS, so the static
 * HTML already shows one step); without it every step shows and only the last one's submit button.
 */
export function StepPanel({
  headingId,
  number,
  total,
  title,
  active,
  pending,
  onBack,
  onContinue,
  children,
}: {
  headingId: string;
  number: number;
  total: number;
  title: string;
  active: boolean;
  pending: boolean;
  onBack?: () => void;
  /** Absent on the last step, which sends the form instead. */
  onContinue?: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset
      data-active={active ? "" : undefined}
      className="space-y-5 [@media(scripting:enabled)]:not-data-active:hidden"
    >
      <legend className="w-full">
        <h3
          id={headingId}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 focus:outline-none"
        >
          <span className="text-base font-semibold text-muted">
            Step {number} of {total}:{" "}
          </span>
          {title}
        </h3>
      </legend>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        {onBack && (
          <Button variant="secondary" onClick={onBack} className="[@media(scripting:none)]:hidden">
            Back
          </Button>
        )}
        {onContinue ? (
          <Button onClick={onContinue} className="[@media(scripting:none)]:hidden">
            Continue
          </Button>
        ) : (
          <SubmitButton pending={pending} label="Send application" />
        )}
      </div>
    </fieldset>
  );
}
