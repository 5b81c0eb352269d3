import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/** US Letter in PDF points (1/72 inch). */
export const letter = { width: 612, height: 792 } as const;

const margin = 72;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);
const brand = rgb(0.04, 0.12, 0.29);
const accent = rgb(0.02, 0.37, 0.27);

type Style = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; leading: number };

/**
 * A small flowing-text writer over pdf-lib: wraps words to the column, starts a new page when the
 * column is full. Standard fonts only (no font files to bundle), so text must be WinAnsi.
 */
export class PdfWriter {
  page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
  ) {}

  static async create(doc: PDFDocument): Promise<PdfWriter> {
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new PdfWriter(doc, { regular, bold, italic });
  }

  get styles() {
    const { regular, bold, italic } = this.fonts;
    return {
      title: { font: bold, size: 30, color: brand, leading: 36 },
      chapter: { font: bold, size: 22, color: brand, leading: 28 },
      heading: { font: bold, size: 13, color: brand, leading: 18 },
      body: { font: regular, size: 11, color: ink, leading: 16 },
      lead: { font: italic, size: 12, color: muted, leading: 17 },
      label: { font: bold, size: 10, color: accent, leading: 14 },
      small: { font: regular, size: 9, color: muted, leading: 12 },
    } satisfies Record<string, Style>;
  }

  /** Starts a page; returns its index (0-based). */
  newPage(index?: number): number {
    this.page =
      index === undefined
        ? this.doc.addPage([letter.width, letter.height])
        : this.doc.insertPage(index, [letter.width, letter.height]);
    this.y = letter.height - margin;
    return index ?? this.doc.getPageCount() - 1;
  }

  /** Vertical space, in points. */
  gap(points: number) {
    this.y -= points;
  }

  /** Wrapped text; `indent` shifts the column right, `bullet` hangs a marker in the indent. */
  text(value: string, style: Style, options: { indent?: number; bullet?: string } = {}) {
    const indent = options.indent ?? 0;
    const lines = this.wrap(value, style, letter.width - margin * 2 - indent);
    lines.forEach((line, index) => {
      if (this.y - style.leading < margin) this.newPage();
      this.y -= style.leading;
      if (index === 0 && options.bullet) {
        this.page.drawText(options.bullet, {
          x: margin + indent - 12,
          y: this.y,
          ...this.draw(style),
        });
      }
      this.page.drawText(line, { x: margin + indent, y: this.y, ...this.draw(style) });
    });
  }

  /** A table row: the label wrapped on the left, the value right-aligned on its first line. */
  row(label: string, value: string, style: Style, note?: { text: string; style: Style }) {
    const valueWidth = style.font.widthOfTextAtSize(value, style.size);
    const width = letter.width - margin * 2 - 96;
    const lines = this.wrap(label, style, width);
    const noteLines = note ? this.wrap(note.text, note.style, width) : [];
    this.keepWithNext(lines.length * style.leading + noteLines.length * (note?.style.leading ?? 0));
    lines.forEach((line, index) => {
      this.y -= style.leading;
      this.page.drawText(line, { x: margin, y: this.y, ...this.draw(style) });
      if (index === 0) {
        const x = letter.width - margin - valueWidth;
        this.page.drawText(value, { x, y: this.y, ...this.draw(style) });
      }
    });
    for (const line of noteLines) {
      this.y -= note?.style.leading ?? 0;
      if (note) this.page.drawText(line, { x: margin, y: this.y, ...this.draw(note.style) });
    }
  }

  /** Keeps a heading with at least `points` of what follows it on the same page. */
  keepWithNext(points: number) {
    if (this.y - points < margin) this.newPage();
  }

  /** A thin rule across the column. */
  rule() {
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: letter.width - margin, y: this.y },
      thickness: 0.75,
      color: muted,
    });
  }

  /** Writes "page n of N" and a line of text at the foot of every page after the first. */
  footers(line: string) {
    const pages = this.doc.getPages();
    const style = this.styles.small;
    pages.slice(1).forEach((page, index) => {
      const label = `${line}  ·  page ${index + 2} of ${pages.length}`;
      page.drawText(label, { x: margin, y: margin / 2, ...this.draw(style) });
    });
  }

  private draw(style: Style) {
    return { font: style.font, size: style.size, color: style.color };
  }

  private wrap(value: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && style.font.widthOfTextAtSize(candidate, style.size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }
}
