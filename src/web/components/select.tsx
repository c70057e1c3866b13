import * as RadixSelect from '@radix-ui/react-select';
import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { selectTriggerClasses } from './select-classes';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string> {
  id: string;
  value: T | '';
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  /** Opens on mount: DeferredSelect hands over the click that loaded this module. */
  defaultOpen?: boolean;
}

/**
 * Radix select styled like our inputs. The trigger is a button carrying `id`, so a
 * <label htmlFor> names it. Radix refuses '' as an item value: use a sentinel such as 'all'.
 */
export function Select<T extends string>({
  id,
  value,
  options,
  onValueChange,
  placeholder,
  name,
  disabled,
  className,
  onBlur,
  defaultOpen,
  ...aria
}: SelectProps<T>) {
  return (
    <RadixSelect.Root
      defaultOpen={defaultOpen}
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      name={name}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        id={id}
        onBlur={onBlur}
        {...aria}
        className={clsx(selectTriggerClasses, className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-gray-600" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-sm py-2 pr-3 pl-8 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
