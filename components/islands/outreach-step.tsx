import type { SequenceStep } from "@/content/collateral/outreach";
import { CopyButton, type CopyIcons } from "./copy-button.client";

const channelLabels: Record<SequenceStep["channel"], string> = {
  email: "Email",
  linkedin: "LinkedIn",
  sms: "Text message",
  call: "Phone call",
};

const copyLabels: Record<SequenceStep["channel"], string> = {
  email: "Copy email",
  linkedin: "Copy LinkedIn message",
  sms: "Copy text message",
  call: "Copy call script",
};

type OutreachStepProps = {
  step: SequenceStep;
  number: number;
  subject?: string;
  body: string;
  copyIcons: CopyIcons;
};

/** One step of a sequence, filled in, with buttons that copy its subject and body. */
export function OutreachStep({ step, number, subject, body, copyIcons }: OutreachStepProps) {
  const bodyId = `step-${step.id}-body`;
  const subjectId = `step-${step.id}-subject`;
  return (
    <li className="rounded-2xl border border-line bg-white p-5">
      <h3 className="font-bold text-brand-900">
        Step {number} · {channelLabels[step.channel]}
        <span className="ml-2 text-sm font-semibold text-accent-700">{step.when}</span>
      </h3>
      {subject !== undefined && (
        <div className="mt-3 flex flex-wrap items-start justify-between gap-3 rounded-lg bg-surface p-3">
          <p className="min-w-0 text-sm">
            <span className="font-semibold text-ink">Subject: </span>
            <span id={subjectId}>{subject}</span>
          </p>
          <CopyButton
            {...copyIcons}
            text={subject}
            label="Copy subject"
            aria-label={`Copy subject of step ${number}`}
            sourceId={subjectId}
          />
        </div>
      )}
      <p id={bodyId} className="mt-3 leading-relaxed whitespace-pre-line text-ink">
        {body}
      </p>
      <div className="mt-4">
        <CopyButton
          {...copyIcons}
          text={body}
          label={copyLabels[step.channel]}
          aria-label={`${copyLabels[step.channel]} of step ${number}`}
          sourceId={bodyId}
        />
      </div>
    </li>
  );
}
