import type { TableData, TableSection as TableSectionData } from "@/content/pricing/types";
import { DataTable } from "@/components/ui/data-table";
import { Prose, RichText } from "./rich-text";
import { Section } from "./section";

/** A content table rendered as a real, captioned table with its note underneath. */
export function ContentTable({ id, table }: { id: string; table: TableData }) {
  return (
    <>
      <DataTable
        id={id}
        caption={table.caption}
        columns={table.columns}
        rows={table.rows.map((row) => ({ ...row, key: row.label }))}
      />
      {table.note && (
        <p className="mt-3 max-w-3xl text-sm text-muted [&_a]:text-brand-700 [&_a]:underline">
          <RichText value={table.note} />
        </p>
      )}
    </>
  );
}

/** An h2 section built around one table: a lead-in, the table, and what it shows. */
export function TableSection({ section, tinted }: { section: TableSectionData; tinted?: boolean }) {
  return (
    <Section id={section.id} heading={section.heading} tinted={tinted}>
      <div className="prose-copy mt-4 max-w-3xl">
        <Prose paragraphs={section.intro} />
      </div>
      <ContentTable id={`${section.id}-table`} table={section.table} />
      {section.after && (
        <div className="prose-copy mt-6 max-w-3xl">
          <Prose paragraphs={section.after} />
        </div>
      )}
    </Section>
  );
}
