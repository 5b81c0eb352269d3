/** Bounds the PDF check keeps, so that no file can make it use much memory or time. */
export const pdfLimits = {
  /** Object definitions, in all revisions and object streams. */
  maxObjects: 100_000,
  /** Values in one object: real ones hold thousands at most (a font's widths, a page list). */
  maxValuesPerObject: 100_000,
  /** Nesting of arrays and dictionaries: real documents use a handful of levels. */
  maxDepth: 64,
  /** Decompressed object streams, all together. */
  maxObjectStreamBytes: 16 * 1024 * 1024,
} as const;
