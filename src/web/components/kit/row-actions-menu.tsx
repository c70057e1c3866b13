import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  isDanger?: boolean;
  disabled?: boolean;
}

/** A row's '…' menu; Radix gives it keyboard navigation and focus return. */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="rounded-md p-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              disabled={action.disabled}
              onSelect={action.onSelect}
              className={clsx(
                'flex cursor-default items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none select-none',
                'data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100',
                action.isDanger ? 'text-red-700' : 'text-gray-900',
              )}
            >
              {action.icon}
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
