import { centralTime } from "@/lib/notify/lead-message";
import { describeFile, type LeadFile } from "@/lib/statements/lead-files";

type Download = { file_id: string; member_email: string; downloaded_at: Date };

/** A statement lead's files, each opened through the workspace, with who opened them when. */
export function LeadFilesSection({
  files,
  downloads,
}: {
  files: LeadFile[];
  downloads: Download[];
}) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="files-heading" className="mt-8">
      <h2 id="files-heading" className="text-lg font-bold text-brand-900">
        Statement files
      </h2>
      <ol className="mt-3 space-y-3">
        {files.map((file) => {
          const opened = downloads.filter((entry) => entry.file_id === file.id);
          return (
            <li key={file.id} className="rounded-lg border border-brand-100 bg-white p-4">
              <a
                href={`/team/files/${file.id}`}
                download
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {file.name}
              </a>{" "}
              <span className="text-slate-700">({describeFile(file)})</span>
              <p className="mt-1 text-sm break-all text-slate-700">SHA-256 {file.sha256}</p>
              <p className="mt-1 text-sm text-slate-700">
                {opened.length === 0
                  ? "Not downloaded yet."
                  : `Downloaded by ${opened
                      .map((entry) => `${entry.member_email}, ${centralTime(entry.downloaded_at)}`)
                      .join("; ")}.`}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
