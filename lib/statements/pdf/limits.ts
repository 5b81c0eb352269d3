/** Bounds the PDF check keeps, so that no file can make it use much memory or time. */
export const pdfLimits = {
  /** Object definitions, in all revisions and object streams. */
  maxObjects: 100_000,
  /** Values in one object: real ones hold thousands at most (a font's widths, a page list). */
  maxValuesPerObject: 100_000,
  /** Nesting of arrays and dictionaries: real documents use a handful of levels. */
  maxDepth: 64,
  /** Decompressed object streams, all together, every reading of each counted. */
  maxObjectStreamBytes: 16 * 1024 * 1024,
  /** Every other stream decompressed to be searched (images' pixels are not), all together. */
  maxStreamBytes: 64 * 1024 * 1024,
  /** Ways one stream can be read (its indirect parameters' definitions, or none). */
  maxReadings: 16,
  /** Entries of all cross-reference tables and streams: a few revisions of the most objects. */
  maxXrefEntries: 400_000,
} as const;
