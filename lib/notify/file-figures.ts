import { teamFigureRows, unreadNote } from "@/lib/statements/figures/team-view";
import type { MessageFile } from "./lead-message";

/**
 * What was read from one file, as lines of the lead's email: each figure with where in the file
 * it was read and whether the file's own sums confirm it; nothing where the file was not read.
 */
export function figureLines(file: MessageFile): string[] {
  if (file.read === undefined) return [];
  const note = unreadNote({ position: 0, name: file.name, mediaType: file.type, read: file.read });
  if (note || !file.read?.read) return note ? [note] : [];
  const { figures } = file.read;
  return [
    "Read from the file (check each against it):",
    ...teamFigureRows(figures).map(
      ({ label, value, source, trust }) => `${label}: ${value} (${source}; ${trust})`,
    ),
    ...figures.flags.map((flag) => `Flag: ${flag.text} (“${flag.line}”)`),
  ];
}
