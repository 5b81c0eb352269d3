"use client";

import { SelectField, TextField } from "@/components/ui/form-fields";
import { phone } from "@/content/site";
import { submitDownload } from "@/lib/leads/actions";
import { industries } from "@/lib/leads/application-options";
import { downloadRules, type downloadAssets } from "@/lib/leads/download-rules";
import { fieldPropsFor } from "./lead-form/field-props";
import { DownloadIcon } from "./lead-form/form-icons";
import { FormConfirmation } from "./lead-form/form-parts";
import { LeadFormFrame } from "./lead-form/lead-form-frame";
import { useLeadForm } from "./lead-form/use-lead-form";

const labels = {
  name: "Your name",
  email: "Email",
  businessName: "Business name",
  industry: "Type of business",
};

const submitLabel = "Send and download";

/**
 * The ebook's optional email gate: a lead is stored only when the visitor sends this form, and the
 * confirmation hands over the same file as the free download beside it.
 */
export function EbookDownloadForm({
  id = "ebook-download-form",
  asset,
  fileHref,
  fileName,
}: {
  id?: string;
  asset: (typeof downloadAssets)[number];
  fileHref: string;
  fileName: string;
}) {
  const form = useLeadForm(downloadRules, submitDownload);
  const { answer, errors } = form;
  const field = fieldPropsFor(id, labels, answer.values, errors, answer);

  if (answer.status === "success") {
    return (
      <FormConfirmation title="Thank you: your guide is ready">
        <p>
          <a
            href={fileHref}
            download={fileName}
            className="inline-flex items-center gap-2 font-semibold"
          >
            <DownloadIcon className="size-5" />
            Download your copy (PDF)
          </a>
        </p>
        <p>
          A specialist from our Pewaukee office will email you once, within two business days, to
          offer a free statement review. Reply “no thanks” and we will not write again. Questions
          before then? Call {phone.display}.
        </p>
      </FormConfirmation>
    );
  }

  return (
    <LeadFormFrame
      id={id}
      label="Get the guide with a follow-up"
      form={form}
      labels={labels}
      submitLabel={submitLabel}
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} autoComplete="name" maxLength={100} />
        <TextField {...field("email")} type="email" autoComplete="email" maxLength={254} />
        <TextField
          {...field("businessName")}
          autoComplete="organization"
          maxLength={120}
          optional
        />
        <SelectField {...field("industry")} options={industries} optional />
      </div>
      <input type="hidden" name="asset" value={asset} />
    </LeadFormFrame>
  );
}
