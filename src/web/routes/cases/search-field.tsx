import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../components/input';
import { Label } from '../../components/label';

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
      if (trimmed === value) return;
      setAlignedWith(trimmed);
      onCommit(trimmed);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor="case-search">Search</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-600"
        />
        <Input
          id="case-search"
          type="search"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search cases by title, ASIN, or description..."
          className="pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
