import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../domain/dates';
import type { NotificationList } from '../../../domain/notification';
import { useMarkNotificationsRead } from '../../api/notifications';
import { BellFace, bellLabel, bellTriggerClasses } from './bell-face';

/**
 * The bell's menu (Radix, Floating UI: about 27 KB), loaded by NotificationBell when the user
 * reaches for the bell; it mounts open, taking over the press that loaded it.
 */
export function NotificationMenu({
  data,
  defaultOpen,
}: {
  data: NotificationList | undefined;
  defaultOpen: boolean;
}) {
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const unreadIds = items.filter((n) => !n.readAt).map((n) => n.id);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={bellLabel(unread)} className={bellTriggerClasses}>
        <BellFace unread={unread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-[70vh] w-80 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between px-3 py-2">
            <span className="text-sm font-semibold text-gray-900">Notifications</span>
            {unreadIds.length > 0 && (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  markRead.mutate(unreadIds);
                }}
                className="cursor-default rounded-sm px-2 py-1 text-xs text-blue-800 outline-none data-[highlighted]:bg-gray-100"
              >
                Mark all as read
              </DropdownMenu.Item>
            )}
          </div>
          {items.length === 0 && (
            <p className="px-3 py-4 text-sm text-gray-600">No notifications yet</p>
          )}
          {items.map((n) => (
            <DropdownMenu.Item
              key={n.id}
              onSelect={() => {
                if (!n.readAt) markRead.mutate([n.id]);
                void navigate(n.caseId ? `/cases/${n.caseId}` : '/inbox');
              }}
              className={clsx(
                'flex cursor-default flex-col gap-0.5 rounded-sm px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-gray-100',
                n.readAt ? 'text-gray-600' : 'font-medium text-gray-900',
              )}
            >
              <span>{n.message}</span>
              <span className="text-xs font-normal text-gray-600">
                {formatDateTime(n.createdAt)}
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
