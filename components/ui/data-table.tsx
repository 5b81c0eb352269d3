import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

type DataTableProps = Omit<ComponentProps<"table">, "children"> & {
  /** Names the scrollable region and ties it to the caption. */
  id: string;
  caption: ReactNode;
  columns: readonly ReactNode[];
  rows: readonly {
    key: string;
    label: ReactNode;
    cells: readonly ReactNode[];
    emphasis?: boolean;
  }[];
};

/**
 * A captioned table whose first column holds row headers. It scrolls sideways on narrow screens
 * inside a focusable region, so keyboard users can scroll it too.
 */
export function DataTable({ id, caption, columns, rows, className, ...props }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-line"
    >
      <table
        className={cn("w-full min-w-xl border-collapse text-left text-sm", className)}
        {...props}
      >
        <caption id={captionId} className="bg-surface px-4 py-3 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-emphasis={row.emphasis || undefined}
              className="group border-t border-line align-top data-emphasis:bg-surface data-emphasis:font-semibold"
            >
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {row.label}
              </th>
              {/* Cells are positional: their index is their identity. */}
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-3 text-muted group-data-emphasis:text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
