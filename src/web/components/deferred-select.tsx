import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Select as SelectComponent, SelectProps } from './select';
import { selectTriggerClasses } from './select-classes';

const loadSelect = () => import('./select');
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Select whose Radix code (about 28 KB) loads when the user reaches for it. Until then it paints
 * Radix's closed trigger, same element, attributes and classes; the pointer or the key that
 * opens it loads Radix, which mounts open. Hover and focus load it ahead, so the open is instant.
 * For screens whose first paint carries selects nobody may touch (the case list filters).
 */
export function DeferredSelect<T extends string>(props: SelectProps<T>) {
  const [loaded, setLoaded] = useState<{ Select: typeof SelectComponent; open: boolean } | null>(
    null,
  );

  if (loaded) return <loaded.Select {...props} defaultOpen={loaded.open} />;

  const { id, value, options, placeholder, disabled, className, onBlur, ...aria } = props;
  const prefetch = () => void loadSelect().catch(() => undefined);
  const open = () => {
    void loadSelect().then((module) => setLoaded({ Select: module.Select, open: true }));
  };
  const label = options.find((option) => option.value === value)?.label;

  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      disabled={disabled}
      data-state="closed"
      data-placeholder={label === undefined ? '' : undefined}
      className={clsx(selectTriggerClasses, className)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onBlur={onBlur}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        // As Radix: a mouse opens on press, touch and pen on release (the click below).
        if (event.button === 0 && event.pointerType === 'mouse') {
          event.preventDefault();
          open();
        }
      }}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          open();
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{label ?? placeholder}</span>
      <span aria-hidden="true">
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-gray-600" />
      </span>
    </button>
  );
}
