import { FileText, X } from "lucide-react";
import { formatFileSize } from "@/lib/statements/limits";
import type { SelectedFile } from "./use-statement-upload";

/**
 * The chosen files: name and size, a progress bar while sending, the server's or the browser's
 * message for a file it cannot take, and a button to remove each one before sending.
 */
export function SelectedFiles({
  id,
  files,
  sending,
  onRemove,
}: {
  id: string;
  files: readonly SelectedFile[];
  sending: boolean;
  onRemove: (id: string) => void;
}) {
  const total = files.reduce((sum, entry) => sum + entry.file.size, 0);
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {files.length === 0
          ? "No files chosen."
          : `${files.length} ${files.length === 1 ? "file" : "files"} chosen, ${formatFileSize(total)}.`}
      </p>
      {files.length > 0 && (
        <ul aria-label="Files to send" className="divide-y divide-line rounded-xl ring-1 ring-line">
          {files.map((entry) => {
            const problemId = `${id}-${entry.id}-problem`;
            return (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{entry.file.name}</span>
                  <span className="text-sm text-muted">{formatFileSize(entry.file.size)}</span>
                </span>
                {sending ? (
                  <progress
                    value={entry.progress}
                    max={1}
                    aria-label={`Sending ${entry.file.name}`}
                    className="h-2 w-32 accent-accent-600"
                  />
                ) : (
                  <button
                    type="button"
                    onClick={() => onRemove(entry.id)}
                    aria-describedby={entry.problem ? problemId : undefined}
                    className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset hover:bg-brand-50"
                  >
                    <X className="size-4" aria-hidden="true" />
                    Remove<span className="sr-only"> {entry.file.name}</span>
                  </button>
                )}
                {entry.problem && (
                  <p id={problemId} className="w-full text-sm font-medium text-red-700">
                    {entry.problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
