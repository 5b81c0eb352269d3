import { Check } from "lucide-react";
// clsx rather than cn(): this renders inside islands, where tailwind-merge would add about
// 9 KiB gzip to the page; callers only add classes (layout, spacing), never override them.
import { clsx } from "clsx";

/** Where the visitor is in the application; hidden without JavaScript, when every step shows. */
export function StepProgress({
  steps,
  current,
}: {
  steps: readonly { id: string; title: string }[];
  current: number;
}) {
  return (
    <ol
      aria-label="Application progress"
      className="grid grid-cols-4 gap-2 text-xs font-semibold sm:text-sm [@media(scripting:none)]:hidden"
    >
      {steps.map((step, index) => {
        const done = index < current;
        return (
          <li
            key={step.id}
            aria-current={index === current ? "step" : undefined}
            className={clsx(
              "flex flex-col gap-2 border-t-4 pt-2",
              index <= current ? "border-accent-600 text-brand-900" : "border-line text-muted",
            )}
          >
            <span className="flex items-center gap-1.5">
              {done ? (
                <Check className="size-4 text-accent-700" aria-hidden="true" />
              ) : (
                <span aria-hidden="true">{index + 1}.</span>
              )}
              {step.title}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
