import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Typographic building blocks shared by the documentation tabs and sections. */
export function DocHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h3
      id={id}
      tabIndex={id ? -1 : undefined}
      className="mt-8 text-lg font-semibold text-gray-900 focus:outline-none"
    >
      {children}
    </h3>
  );
}

export function DocText({ children }: { children: ReactNode }) {
  return <p className="mt-3 leading-7 text-gray-700">{children}</p>;
}

export function DocList({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      className={clsx(
        'mt-3 space-y-2 pl-6 leading-7 text-gray-700',
        ordered ? 'list-decimal' : 'list-disc',
      )}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm text-gray-900">
      {children}
    </code>
  );
}

export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg bg-gray-900 p-4 font-mono text-sm leading-6 text-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <code>{children}</code>
    </pre>
  );
}

export function DocTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <thead className="bg-gray-50">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-semibold text-gray-900">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-2 align-top text-gray-700">
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

/** A titled block below the tabs, reachable as /docs#id. */
export function DocSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="border-t border-gray-200 py-10 focus:outline-none"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
