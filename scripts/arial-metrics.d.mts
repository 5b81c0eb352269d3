// Types for arial-metrics.mjs (a plain script that reads a TrueType font).
export declare const liberationSansPath: string;
export declare function readFontMetrics(path?: string): {
  font: string;
  unitsPerEm: number;
  advance: Record<string, number>;
  kerning: Record<string, number>;
};
