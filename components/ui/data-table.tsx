import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One row: its header cell, then one cell per figure column, or one statement across them all. */
export type DataTableRow = {
  key: string;
  label: ReactNode;
  emphasis?: boolean;
} & ({ cells: readonly ReactNode[]; across?: never } | { across: ReactNode; cells?: never });

type DataTableProps = Omit<ComponentProps<"div">, "children" | "id"> & {
  /** Names the region and ties it to the caption. */
  id: string;
  caption: ReactNode;
  /** The row headers' column first, then one per figure column. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
};

// Below 28rem of its own width (a phone, or a narrow column on a desktop) each row becomes a
// card: its header on top, then every figure beside its column's name (globals.css prints the
// name from data-label, hidden from screen readers, which hear the column header). The switch is
// a container query, so the layout needs no JavaScript and follows the space the table has.
const card = {
  table: "@max-md:block",
  caption: "@max-md:block",
  head: "@max-md:sr-only",
  body: "@max-md:block",
  row: "@max-md:block @max-md:px-4 @max-md:py-3",
  rowHeader: "@max-md:static @max-md:block @max-md:bg-transparent @max-md:p-0 @max-md:pb-1",
  cell: "@max-md:grid @max-md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @max-md:gap-x-3 @max-md:p-0 @max-md:py-0.5",
};

/**
 * The site's one data table: a captioned table whose first column holds row headers. It lays
 * itself out to fit (rows become cards in narrow space); wider, it is a plain table whose row
 * headers stay put if it ever has to scroll, with a shadow at the edge that has more to show.
 * The region is focusable and named by the caption, so keyboard users can scroll it too.
 */
export function DataTable({ id, caption, columns, rows, className, ...props }: DataTableProps) {
  const captionId = `${id}-caption`;
  const figureColumns = columns.slice(1);
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-data-table=""
      className={cn("@container mt-6 scroll-shadow rounded-xl border border-line", className)}
      {...props}
    >
      <table className={cn("w-full border-collapse text-left text-sm", card.table)}>
        <caption
          id={captionId}
          className={cn("bg-surface px-4 py-3 text-left font-semibold text-ink", card.caption)}
        >
          {caption}
        </caption>
        <thead className={cn("bg-brand-50 text-brand-900", card.head)}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn("tabular-nums", card.body)}>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-emphasis={row.emphasis || undefined}
              className={cn(
                "group border-t border-line align-top data-emphasis:bg-surface data-emphasis:font-semibold",
                card.row,
              )}
            >
              <th
                scope="row"
                className={cn(
                  "sticky left-0 bg-white px-4 py-3 font-medium text-ink group-data-emphasis:bg-surface",
                  card.rowHeader,
                )}
              >
                {row.label}
              </th>
              {row.cells === undefined ? (
                <td
                  colSpan={figureColumns.length}
                  className="px-4 py-3 text-muted @max-md:block @max-md:p-0"
                >
                  {row.across}
                </td>
              ) : (
                // Cells are positional: their index is their column.
                row.cells.map((cell, index) => (
                  <td
                    key={index}
                    data-label={figureColumns[index]}
                    className={cn(
                      "px-4 py-3 text-muted group-data-emphasis:text-ink @max-md:text-ink",
                      card.cell,
                    )}
                  >
                    <span className="min-w-0 break-words">{cell}</span>
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
