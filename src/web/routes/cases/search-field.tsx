import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '../../components/kit/search-input';
import { Label } from '../../components/label';
import { MIN_SEARCH_LENGTH, SEARCH_TOO_SHORT_MESSAGE } from '../../../domain/case-list-options';

const isTooShort = (term: string) => term.length > 0 && [...term].length < MIN_SEARCH_LENGTH;

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box types freely and commits to the URL ~300 ms after the last key. When the URL
 * changes from elsewhere (Back, Clear filters), the box follows it.
 */
export function SearchField({
  value,
  onCommit,
}: {
  value: string;
  onCommit: (search: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // the URL value the draft was last aligned with; a different one came from outside
  const [alignedWith, setAlignedWith] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== alignedWith) {
    setAlignedWith(value);
    setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const trimmed = next.trim();
      // One or two characters cannot be searched (the server refuses them): wait for more.
      if (trimmed === value || isTooShort(trimmed)) return;
      setAlignedWith(trimmed);
      onCommit(trimmed);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor="case-search">Search</Label>
      <SearchInput
        id="case-search"
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search cases by title, ASIN, or description..."
        autoComplete="off"
        aria-describedby={isTooShort(draft.trim()) ? 'case-search-hint' : undefined}
      />
      {isTooShort(draft.trim()) && (
        <p id="case-search-hint" className="text-sm text-gray-700">
          {SEARCH_TOO_SHORT_MESSAGE}
        </p>
      )}
    </div>
  );
}
