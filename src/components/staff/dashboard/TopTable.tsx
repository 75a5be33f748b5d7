import type { ReactNode } from 'react';

/** One of the dashboard's ranked lists: a titled table, or a line saying the period had nothing. */
export function TopTable({
  title,
  lead,
  columns,
  rows,
  empty,
}: {
  title: string;
  lead?: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <section className="min-w-0 rounded-md border border-neutral-200 p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      {lead && <p className="mt-1 text-sm text-neutral-700">{lead}</p>}
      {rows.length === 0 ? (
        <p className="mt-2 text-neutral-700">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <thead className="text-sm text-neutral-700">
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={`py-1 font-normal ${index > 0 ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-neutral-100">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1 pr-2 font-normal break-words">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
