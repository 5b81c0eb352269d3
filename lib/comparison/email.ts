import { escapeHtml } from "@/lib/notify/email-body";
import type { Letter, LetterRow } from "./letter";

const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top";

/** A figures table; every value is escaped, and an explanation links to where the site gives it. */
function tableHtml(rows: LetterRow[], total: LetterRow): string {
  const row = ({ label, amount, note, source }: LetterRow) =>
    `<tr><th align="left" style="${cell};font-weight:600">${escapeHtml(label)}` +
    (note
      ? `<br><span style="font-weight:400;color:#475569;font-size:13px">${escapeHtml(note)}` +
        (source
          ? ` <a href="${escapeHtml(source.href)}" style="color:#0b2a4a">Guide: ${escapeHtml(source.title)}</a>`
          : "") +
        `</span>`
      : "") +
    `</th><td align="right" style="${cell};white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
  const totalRow =
    `<tr><th align="left" style="padding:8px;font-weight:700">${escapeHtml(total.label)}</th>` +
    `<td align="right" style="padding:8px;font-weight:700;white-space:nowrap">${escapeHtml(total.amount)}</td></tr>`;
  return (
    `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px">` +
    `${rows.map(row).join("")}${totalRow}</table>`
  );
}

const heading = (text: string) =>
  `<h2 style="font-size:17px;color:#0b1f4a;margin:24px 0 8px">${escapeHtml(text)}</h2>`;
const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** The HTML part of the merchant's comparison email. */
export function comparisonEmailHtml(letter: Letter): string {
  return [
    `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.5">`,
    `<div style="background:#0b1f4a;color:#fff;padding:16px 20px;font-weight:700">${escapeHtml(letter.brand)}</div>`,
    `<div style="padding:8px 20px">`,
    `<h1 style="font-size:20px;color:#0b1f4a">${escapeHtml(letter.subject)}</h1>`,
    paragraph(letter.greeting),
    paragraph(letter.intro),
    heading(letter.effectiveRate.heading),
    paragraph(letter.effectiveRate.sentence),
    heading(letter.fees.heading),
    tableHtml(letter.fees.rows, letter.fees.total),
    heading(letter.ours.heading),
    paragraph(letter.ours.intro),
    tableHtml(letter.ours.rows, letter.ours.total),
    ...letter.ours.notes.map(paragraph),
    heading(letter.difference.heading),
    paragraph(letter.difference.sentence),
    paragraph("The attached PDF holds the same comparison, to keep or share with your bookkeeper."),
    ...letter.closing.map(paragraph),
    `<hr style="border:0;border-top:1px solid #e2e8f0"><p style="font-size:12px;color:#475569">${escapeHtml(letter.footer)}</p>`,
    `</div></body></html>`,
  ].join("");
}

/** The plain-text part: the same words, tables as "label: amount" lines. */
export function comparisonEmailText(letter: Letter): string {
  const rows = (items: LetterRow[], total: LetterRow) => [
    ...items.flatMap(({ label, amount, note, source }) => [
      `${label}: ${amount}`,
      ...(note ? [`    ${note}${source ? ` (${source.href})` : ""}`] : []),
    ]),
    `${total.label}: ${total.amount}`,
  ];
  return [
    letter.subject,
    "",
    letter.greeting,
    "",
    letter.intro,
    "",
    letter.effectiveRate.heading,
    letter.effectiveRate.sentence,
    "",
    letter.fees.heading,
    ...rows(letter.fees.rows, letter.fees.total),
    "",
    letter.ours.heading,
    letter.ours.intro,
    ...rows(letter.ours.rows, letter.ours.total),
    ...letter.ours.notes,
    "",
    letter.difference.heading,
    letter.difference.sentence,
    "",
    "The attached PDF holds the same comparison.",
    "",
    ...letter.closing,
    "",
    letter.footer,
    "",
  ].join("\n");
}
