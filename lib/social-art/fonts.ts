import { readFile } from "node:fs/promises";
import path from "node:path";

const files = {
  400: "inter-latin-400-normal.woff",
  600: "inter-latin-600-normal.woff",
  800: "inter-latin-800-normal.woff",
};

let loaded:
  Promise<{ name: string; data: Buffer; weight: 400 | 600 | 800; style: "normal" }[]> | undefined;

/**
 * Inter in three static weights for next/og (it cannot read variable or WOFF2 fonts). Read from
 * node_modules at build time only: every image route is static, so nothing runs this at request time.
 */
export function interFonts() {
  loaded ??= Promise.all(
    Object.entries(files).map(async ([weight, file]) => ({
      name: "Inter",
      data: await readFile(path.join(process.cwd(), "node_modules/@fontsource/inter/files", file)),
      weight: Number(weight) as 400 | 600 | 800,
      style: "normal" as const,
    })),
  );
  return loaded;
}
