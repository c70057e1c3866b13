import { AppError } from '../http/app-error';

/** What a list is ordered by: the columns of its keyset, in order, and the direction. */
export type ListOrder = {
  name: string;
  columns: readonly string[];
  direction: 'asc' | 'desc';
};

export type CursorValue = string | number | null;

export const INVALID_CURSOR_MESSAGE = 'This page link has expired; go back to the first page';

/** An opaque, URL-safe token naming the order and the key of a row at a page's edge. */
export function encodeCursor(order: ListOrder, key: CursorValue[]): string {
  return Buffer.from(JSON.stringify([order.name, ...key])).toString('base64url');
}

export function decodeCursor(order: ListOrder, cursor: string): CursorValue[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const isValid =
    Array.isArray(decoded) &&
    decoded[0] === order.name &&
    decoded.length === order.columns.length + 1 &&
    decoded.slice(1).every((v) => v === null || typeof v === 'string' || typeof v === 'number');
  if (!isValid)
    throw new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, {
      fields: { cursor: INVALID_CURSOR_MESSAGE },
    });
  return (decoded as CursorValue[]).slice(1);
}
