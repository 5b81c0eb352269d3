import { describeFile } from "@/lib/statements/lead-files";
import { figureLines } from "./file-figures";
import { centralTime, type LeadMessage, type MessageRow } from "./lead-message";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The rows that say where the lead came from: page and UTM fields. */
function originRows({ origin, receivedAt }: LeadMessage, leadId: number): MessageRow[] {
  const rows = [
    { label: "Lead id", value: String(leadId) },
    { label: "Received", value: receivedAt },
  ];
  if (origin) rows.push({ label: "Page", value: origin.page });
  for (const [field, value] of Object.entries(origin?.utm ?? {})) {
    rows.push({ label: `UTM ${field}`, value });
  }
  return rows;
}

/** The line above a statement's files: how many, and where or until when they open. */
function filesHeading({ files, workspaceUrl }: LeadMessage): string {
  const what = `Statement ${files.length === 1 ? "file" : "files"}`;
  const until = files[0]?.expiresAt;
  if (workspaceUrl || !until) return `${what} (open them in the team workspace, signed in):`;
  return `${what} (download links work until ${centralTime(until)}):`;
}

/** The row that sends the team to the lead's workspace page, when there is one. */
const workspaceRows = ({ workspaceUrl }: LeadMessage): MessageRow[] =>
  workspaceUrl ? [{ label: "Open in the team workspace", value: workspaceUrl }] : [];

/** The plain-text part: one "Label: value" per line, continuation lines indented. */
export function emailText(message: LeadMessage, leadId: number): string {
  const line = ({ label, value }: MessageRow) =>
    `${label}: ${value.replace(/\r\n?/g, "\n").replaceAll("\n", "\n    ")}`;
  return [
    message.subject,
    "",
    ...[...message.rows, ...workspaceRows(message)].map(line),
    "",
    ...(message.files.length
      ? [
          filesHeading(message),
          ...message.files.flatMap((file, index) => [
            `${index + 1}. ${file.name} (${describeFile(file)})`,
            `    SHA-256 ${file.sha256}`,
            `    ${file.url}`,
            ...figureLines(file).map((line, n) => `${n === 0 ? "    " : "      "}${line}`),
          ]),
          "",
        ]
      : []),
    ...originRows(message, leadId).map(line),
    "",
    "Reply to this email to answer the visitor.",
    "",
  ].join("\n");
}

/** What was read from a file, as a nested list under it (every line escaped). */
function figuresHtml(lines: string[]): string {
  if (lines.length === 0) return "";
  const [first = "", ...rest] = lines;
  const items = rest.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  return `<br>${escapeHtml(first)}${items ? `<ul>${items}</ul>` : ""}`;
}

/** The statement's files as a list of links, each with its kind, size, hash and figures. */
function filesHtml(message: LeadMessage): string {
  if (message.files.length === 0) return "";
  const items = message.files.map(
    (file) =>
      `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a> ` +
      `(${escapeHtml(describeFile(file))})<br><small>SHA-256 ${escapeHtml(file.sha256)}</small>` +
      `${figuresHtml(figureLines(file))}</li>`,
  );
  return `<p><strong>${escapeHtml(filesHeading(message))}</strong></p><ol>${items.join("")}</ol>`;
}

/** The HTML part: the same rows in a table; every value is escaped, newlines become <br>. */
export function emailHtml(message: LeadMessage, leadId: number): string {
  const cell = (value: string) => escapeHtml(value).replace(/\r\n?|\n/g, "<br>");
  const table = (rows: MessageRow[]) =>
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ({ label, value }) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
          `<td style="white-space:pre-wrap;word-break:break-word">${cell(value)}</td></tr>`,
      )
      .join("")}</table>`;
  return [
    `<!doctype html><html><body style="font-family:sans-serif;color:#111">`,
    `<h1 style="font-size:18px">${escapeHtml(message.subject)}</h1>`,
    table(message.rows),
    message.workspaceUrl
      ? `<p><a href="${escapeHtml(message.workspaceUrl)}">Open this lead in the team workspace</a></p>`
      : "",
    filesHtml(message),
    `<hr>`,
    table(originRows(message, leadId)),
    `<p>Reply to this email to answer the visitor.</p></body></html>`,
  ].join("");
}
