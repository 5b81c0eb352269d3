import { Camera, FileUp } from "lucide-react";
import { useState, type DragEvent } from "react";
import { clsx } from "clsx";
import { FieldError } from "@/components/ui/form-fields";
import { statementFilesField } from "@/lib/statements/field-names";
import { statementAccept } from "@/lib/statements/file-types";
import { formatMegabytes, statementLimits } from "@/lib/statements/limits";

const buttonClass =
  "inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-base font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700";

/**
 * Where files are chosen: a file picker, a camera button on phones, and (with JavaScript) a drop
 * area around both. Without JavaScript the two inputs post the files themselves; with it, each
 * choice goes into the island's list and the inputs are emptied again.
 */
export function FileDropZone({
  id,
  error,
  autoFocus,
  hydrated,
  onFiles,
}: {
  id: string;
  error?: string;
  autoFocus?: boolean;
  hydrated: boolean;
  onFiles: (files: FileList) => void;
}) {
  const [over, setOver] = useState(false);
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const take = (input: HTMLInputElement) => {
    if (!hydrated || !input.files?.length) return;
    onFiles(input.files);
    input.value = "";
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) onFiles(event.dataTransfer.files);
  };

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-ink">Your statement</legend>
      <p id={hintId} className="text-sm text-muted">
        PDF, photos (JPEG, PNG or WebP), or a CSV or Excel (.xlsx) export: up to{" "}
        {statementLimits.maxFiles} files, {formatMegabytes(statementLimits.maxFileBytes)} each.
      </p>
      <div
        onDragEnter={(event) => (event.preventDefault(), setOver(true))}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-dragging={over || undefined}
        className={clsx(
          "flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed border-slate-400 bg-surface p-5 data-dragging:border-brand-700 data-dragging:bg-brand-50",
          error && "border-red-700",
        )}
      >
        {/* relative: the visually hidden input sits here, so focusing it scrolls the zone into view */}
        <span className="relative">
          <input
            id={id}
            type="file"
            name={statementFilesField}
            multiple
            accept={statementAccept}
            autoFocus={autoFocus}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => take(event.currentTarget)}
            className="peer sr-only"
          />
          <label htmlFor={id} className={buttonClass}>
            <FileUp className="size-5" aria-hidden="true" />
            Choose files
          </label>
        </span>
        <span className="relative pointer-fine:hidden">
          <input
            id={`${id}-camera`}
            type="file"
            name={statementFilesField}
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            onChange={(event) => take(event.currentTarget)}
            className="peer sr-only"
          />
          <label htmlFor={`${id}-camera`} className={buttonClass}>
            <Camera className="size-5" aria-hidden="true" />
            Take a photo
          </label>
        </span>
        <span className="text-sm text-muted max-sm:hidden" aria-hidden="true">
          or drop them here
        </span>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
