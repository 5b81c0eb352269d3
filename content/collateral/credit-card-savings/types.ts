import type { TextBlock } from "../types";

/** One chapter of the ebook; its id is the anchor the table of contents links to. */
export type Chapter = {
  id: string;
  title: string;
  /** One line under the chapter title and in the table of contents. */
  summary: string;
  blocks: TextBlock[];
};
