import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

/** Reads a positive page number from the URL; anything else is page 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's page, search text and extra filters, kept in the URL so a reload or a shared link
 * shows the same view. The search box updates at once; the URL (and the query) after a pause.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = pageFrom(searchParams.get('page'));
  const [searchInput, setSearchInput] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // a pending search must not land in the URL of the next page
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (changes: Record<string, string | undefined>, resetPage = true) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ search: value.trim() }), SEARCH_DEBOUNCE_MS);
  };

  return {
    searchParams,
    search,
    page,
    searchInput,
    onSearchChange,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }, false),
    setFilter: (name: string, value: string | undefined) => update({ [name]: value }),
  };
}
