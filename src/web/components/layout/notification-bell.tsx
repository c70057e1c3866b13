import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../domain/dates';
import { useMarkNotificationsRead, useNotifications } from '../../api/notifications';

/** The header's bell: unread count, the latest notifications, each opening its case. */
export function NotificationBell({ enabled }: { enabled: boolean }) {
  const { data } = useNotifications(enabled);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const unreadIds = items.filter((n) => !n.readAt).map((n) => n.id);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        className="relative rounded-md p-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
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
