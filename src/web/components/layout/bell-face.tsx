import { Bell } from 'lucide-react';

/** The bell's look, shared by its stand-in (NotificationBell) and the Radix trigger (NotificationMenu). */
export const bellTriggerClasses =
  'relative rounded-md p-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700';

export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';

/** The icon and the unread count. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread > 0 && (
        <span
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}
