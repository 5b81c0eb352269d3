import { zipOf } from "../../../testing/zip-files";

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const packageRels = "http://schemas.openxmlformats.org/package/2006/relationships";
const officeRels = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const ct = "application/vnd.openxmlformats-officedocument.spreadsheetml";

/** A sheet of a hand-made workbook: its name and the XML inside its <sheetData>. */
export type HandSheet = { name: string; rows: string };

/**
 * A workbook written by hand, part by part, for what SheetJS does not write: inline strings,
 * rich text with phonetic guides, the 1904 date system, prefixed element names, absolute targets.
 */
export function handWorkbook({
  sheets,
  strings,
  date1904 = false,
  prefix = "",
  absoluteTargets = false,
}: {
  sheets: HandSheet[];
  strings?: string;
  date1904?: boolean;
  prefix?: string;
  absoluteTargets?: boolean;
}): Buffer {
  const p = prefix ? `${prefix}:` : "";
  const ns = prefix ? `xmlns:${prefix}="${main}"` : `xmlns="${main}"`;
  const target = (path: string) => (absoluteTargets ? `/xl/${path}` : path);
  const overrides = sheets
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${ct}.worksheet+xml"/>`)
    .join("");
  const relationships = sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${officeRels}/worksheet" Target="${target(`worksheets/sheet${i + 1}.xml`)}"/>`)
    .join("");
  return zipOf([
    {
      name: "[Content_Types].xml",
      data: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>${overrides}<Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      data: `${xml}<Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      data: `${xml}<${p}workbook ${ns} xmlns:r="${officeRels}">${date1904 ? `<${p}workbookPr date1904="1"/>` : ""}<${p}sheets>${sheets.map((sheet, i) => `<${p}sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</${p}sheets></${p}workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: `${xml}<Relationships xmlns="${packageRels}">${relationships}<Relationship Id="rIdS" Type="${officeRels}/sharedStrings" Target="${target("sharedStrings.xml")}"/></Relationships>`,
    },
    { name: "xl/sharedStrings.xml", data: `${xml}<${p}sst ${ns}>${strings ?? ""}</${p}sst>` },
    ...sheets.map((sheet, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: `${xml}<${p}worksheet ${ns}><${p}sheetData>${sheet.rows}</${p}sheetData></${p}worksheet>`,
    })),
  ]);
} // prettier-ignore
