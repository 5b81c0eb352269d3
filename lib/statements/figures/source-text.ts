import type { FigureSource } from "./types";

/** Where a figure was read, as the specialist finds it in the file: "page 1, line 12". */
export function sourceText(source: FigureSource): string {
  const sheet = "sheet" in source && source.sheet ? `sheet ${source.sheet}, ` : "";
  switch (source.kind) {
    case "pdf":
      return `page ${source.page}, line ${source.line}`;
    case "row":
      return `${sheet}column “${source.column}”, row ${source.row}`;
    case "rows":
      return `${sheet}column “${source.column}”, ${source.count.toLocaleString("en-US")} rows (${source.first}–${source.last})`;
  }
}
