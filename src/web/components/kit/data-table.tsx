import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DataTableColumn {
  key: string;
  header: ReactNode;
  /** Extra classes of the header cell, e.g. to hide the column on a phone. */
  className?: string;
}

/** A list as a table that scrolls sideways on a narrow screen; the rows come from the caller. */
export function DataTable({
  columns,
  children,
}: {
  columns: DataTableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wider text-gray-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx('px-4 py-3', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">{children}</tbody>
      </table>
    </div>
  );
}
