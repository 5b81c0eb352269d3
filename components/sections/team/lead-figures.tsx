import type { FileRead } from "@/lib/statements/figures/store";
import { teamFigureRows, unreadNote } from "@/lib/statements/figures/team-view";

/**
 * What the inspection worker read from each of a statement lead's files, every figure with where
 * in the file it was read and whether the file's own sums confirm it, for the specialist to check.
 */
export function LeadFigures({ files }: { files: FileRead[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="figures-heading" className="mt-8">
      <h2 id="figures-heading" className="text-lg font-bold text-brand-900">
        Read from the files
      </h2>
      {files.map((file) => (
        <FileFigures key={`${file.position}-${file.name}`} file={file} />
      ))}
    </section>
  );
}

function FileFigures({ file }: { file: FileRead }) {
  const note = unreadNote(file);
  if (note || !file.read?.read) {
    return (
      <p className="mt-3 text-slate-800">
        <span className="font-semibold">{file.name}:</span> {note}
      </p>
    );
  }
  const { figures } = file.read;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={`Figures read from ${file.name}`}
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg border border-brand-100 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-slate-900">{file.name}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Figure
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Value
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Where in the file
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Trust
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 text-slate-900">
          {teamFigureRows(figures).map((row) => (
            <tr key={`${row.label}-${row.source}`}>
              <th scope="row" className="px-2 py-2 font-semibold sm:px-4">
                {row.label}
              </th>
              <td className="px-2 py-2 tabular-nums sm:px-4">{row.value}</td>
              <td className="px-2 py-2 sm:px-4">{row.source}</td>
              <td
                className="px-2 py-2 sm:px-4"
                data-confirmed={row.trust.startsWith("read, not") ? "no" : "yes"}
              >
                {row.trust}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {figures.flags.length > 0 && (
        <ul className="list-disc space-y-1 px-8 py-3 text-sm text-slate-900">
          {figures.flags.map((flag) => (
            <li key={`${flag.kind}-${flag.line}`}>
              <span className="font-semibold">Flag:</span> {flag.text} (“{flag.line}”)
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
