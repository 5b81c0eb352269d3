/** One numbered part of a legal document; `id` is its anchor on /terms. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  points?: string[];
};

/** A document of the /terms page: its heading, anchor and sections. */
export type LegalDocument = {
  id: string;
  title: string;
  sections: LegalSection[];
};
