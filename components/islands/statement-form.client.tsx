"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField, TextField } from "@/components/ui/form-fields";
import { hours, phone } from "@/content/site";
import { statementPaths } from "@/lib/statements/paths";
import type { StatementFormState } from "@/lib/statements/types";
import { uploadMessages } from "@/lib/statements/upload-messages";
import { CalculatorFigures } from "./statement-form/calculator-figures";
import { FileDropZone } from "./statement-form/file-drop-zone";
import { SelectedFiles } from "./statement-form/selected-files";
import { useStatementUpload } from "./statement-form/use-statement-upload";
import { referrerFromQuery } from "@/lib/leads/referral-link";
import { fieldPropsFor } from "./lead-form/field-props";
import { FormNotice } from "./lead-form/form-notice";
import { ConsentLine, FormConfirmation, FormMetaFields, useHydrated } from "./lead-form/form-parts";
import { useLinkedQuery } from "./lead-form/use-linked-answers";
import { ReferredByField, referredByLabel } from "./lead-form/referred-by-field";

const labels = {
  name: "Your name",
  email: "Email",
  businessName: "Business name",
  phone: "Phone",
  note: "Anything we should know?",
  referredBy: referredByLabel,
  statements: "Your statement",
};
const submitLabel = "Send my statement";

/**
 * The statement review form (/statement-review). Without JavaScript it is a plain multipart
 * post to the upload route, answered with a page; with it, the island lists, checks and sends the
 * files with progress and a cancel button. `initial` is the answer a refused plain post left.
 */
export function StatementForm({
  id = "statement-form",
  initial,
  keptFor,
}: {
  id?: string;
  initial?: StatementFormState;
  /** How long the file is kept, as the page states it ("30 days"): from the server page. */
  keptFor: string;
}) {
  const [round, setRound] = useState(0);
  return (
    <StatementFormRound
      key={round}
      id={id}
      initial={round === 0 ? initial : undefined}
      keptFor={keptFor}
      onAgain={() => setRound((n) => n + 1)}
    />
  );
}

function StatementFormRound({
  id,
  initial,
  keptFor,
  onAgain,
}: {
  id: string;
  initial?: StatementFormState;
  keptFor: string;
  onAgain: () => void;
}) {
  const { answer, files, sending, formRef, addFiles, removeFile, onSubmit, cancel } =
    useStatementUpload(initial);
  const hydrated = useHydrated();
  const referrer = referrerFromQuery(useLinkedQuery() ?? "");
  const values = referrer ? { referredBy: referrer, ...answer.values } : answer.values;
  const field = fieldPropsFor(id, labels, values, answer.errors, answer);

  if (answer.status === "success") {
    return (
      <FormConfirmation title="Thank you: your statement is with us">
        <p>
          A specialist in Pewaukee reads every line and emails your comparison within one business
          day ({hours.display}). We delete the file {keptFor} after today. Questions in the
          meantime: <a href={`tel:${phone.e164}`}>{phone.display}</a>.
        </p>
        {hydrated && (
          <Button variant="secondary" className="mt-4" onClick={onAgain}>
            Send another statement
          </Button>
        )}
      </FormConfirmation>
    );
  }

  // After a refused post without JavaScript the files are gone: say so where they are chosen.
  const filesAgain = Boolean(initial) && files.length === 0;
  return (
    <form
      id={id}
      ref={formRef}
      action={statementPaths.upload}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-label="Statement review form"
      aria-busy={sending || undefined}
      className="relative space-y-5"
    >
      <FormNotice idPrefix={id} message={answer.message} errors={answer.errors} labels={labels} />
      {/* Hidden fields and text first: a post's text fields arrive before any file is read. */}
      <FormMetaFields idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} autoComplete="name" maxLength={100} />
        <TextField {...field("email")} type="email" autoComplete="email" maxLength={254} />
        <TextField {...field("businessName")} autoComplete="organization" maxLength={120} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={32} optional />
      </div>
      <TextareaField
        {...field("note")}
        rows={3}
        maxLength={1000}
        optional
        hint="For example how many locations you have, or when you would rather not be called."
      />
      <ReferredByField {...field("referredBy")} />
      <CalculatorFigures />
      <FileDropZone
        id={`${id}-statements`}
        error={answer.errors.statements}
        autoFocus={field("statements").autoFocus}
        hydrated={hydrated}
        onFiles={addFiles}
      />
      {filesAgain && <p className="text-sm text-muted">{uploadMessages.filesAgain}</p>}
      <SelectedFiles id={id} files={files} sending={sending} onRemove={removeFile} />
      <ConsentLine action={submitLabel} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending} aria-disabled={sending}>
          {sending ? "Sending…" : submitLabel}
        </Button>
        {sending && (
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
