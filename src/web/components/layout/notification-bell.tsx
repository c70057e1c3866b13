import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useNotifications } from '../../api/notifications';
import { BellFace, bellLabel, bellTriggerClasses } from './bell-face';
import type { NotificationMenu as NotificationMenuComponent } from './notification-menu';

const loadMenu = () => import('./notification-menu');
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The header's bell: unread count, the latest notifications, each opening its case. It paints
 * Radix's closed trigger and loads the menu when pointed at, focused or pressed (as Radix opens:
 * a mouse on press, a key on Enter, Space or ArrowDown), so a signed-in page's first load
 * carries no menu code.
 */
export function NotificationBell({ enabled }: { enabled: boolean }) {
  const { data } = useNotifications(enabled);
  const [menu, setMenu] = useState<{
    Menu: typeof NotificationMenuComponent;
    open: boolean;
  } | null>(null);
  const unread = data?.unread ?? 0;

  if (menu) return <menu.Menu data={data} defaultOpen={menu.open} />;

  const prefetch = () => void loadMenu().catch(() => undefined);
  const open = () =>
    void loadMenu().then((module) => setMenu({ Menu: module.NotificationMenu, open: true }));

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-label={bellLabel(unread)}
      className={bellTriggerClasses}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          open();
        }
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          open();
        }
      }}
    >
      <BellFace unread={unread} />
    </button>
  );
}
