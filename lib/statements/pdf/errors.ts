/** The PDF breaks its own syntax (cut short, unbalanced): refused as damaged. */
export class PdfSyntaxError extends Error {}

/** The PDF passes a bound the check keeps (objects, nesting, decompressed bytes, filters). */
export class PdfTooComplexError extends Error {}

/** A stream decodes past the bound it was given. */
export class PdfTooLargeError extends PdfTooComplexError {}
