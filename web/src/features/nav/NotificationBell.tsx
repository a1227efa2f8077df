import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@tapin/core/contracts';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { businessKeys, networkKeys, notificationKeys } from '../../app/queries';
import { whenIdle } from '../../ui/idle';
import type * as PanelModule from './NotificationPanel';

/** How often the bell asks for news while the app is in front (and again whenever the window gets focus). */
const POLL_MS = 60_000;

/**
 * The caller's notifications, read every minute while the app is in front and whenever the window comes
 * back to it. A new notification about a connection or a business also refreshes what it is about.
 */
function useNotifications() {
  const client = useQueryClient();
  const list = useQuery<NotificationList>({ queryKey: notificationKeys.list, refetchInterval: POLL_MS, refetchOnWindowFocus: 'always', staleTime: 30_000 });
  const newest = list.data?.items[0]?.id;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (newest === undefined) return;
    const before = seen.current;
    seen.current = newest;
    if (before === undefined || newest <= before) return;
    const fresh = list.data?.items.filter((n) => n.id > before) ?? [];
    if (fresh.some((n) => n.kind.startsWith('connection.'))) {
      void client.invalidateQueries({ queryKey: networkKeys.overview });
      void client.invalidateQueries({ queryKey: networkKeys.marks });
    }
    if (fresh.some((n) => n.kind.startsWith('business.'))) void client.invalidateQueries({ queryKey: businessKeys.all });
  }, [client, list.data, newest]);
  return list;
}

/**
 * The panel's code (./NotificationPanel.tsx) is not part of every screen's first load: it is fetched once
 * the browser is idle, or at the first press. A failed fetch is forgotten, so the next press asks again.
 */
type Panel = typeof PanelModule;
let panel: Panel | null = null;
let loading: Promise<Panel> | null = null;
function loadPanel(): Promise<Panel> {
  loading ??= import('./NotificationPanel').then(
    (loaded) => (panel = loaded),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * The bell in the navigation bar: how many notifications are unread, and a panel that lists them (newest
 * first). The panel closes on Escape (focus back on the bell), on a click outside, and when focus leaves it.
 */
export function NotificationBell() {
  const id = useId();
  const list = useNotifications();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(panel);
  const [unavailable, setUnavailable] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = list.data?.unread ?? 0;

  useEffect(() => whenIdle(() => void loadPanel().then(setCode, () => undefined)), []);
  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const toggle = () => {
    if (!open) {
      void list.refetch();
      setUnavailable(false);
      if (!code) loadPanel().then(setCode, () => setUnavailable(true));
    }
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={bell}
        type="button"
        onClick={toggle}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute right-1 top-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-none text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          className="fixed inset-x-2 top-16 z-40 flex max-h-[75vh] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl lg:absolute lg:inset-x-auto lg:right-0 lg:top-full lg:mt-2 lg:w-96"
        >
          <div className="flex min-h-12 items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
            <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
              Notifications
            </h2>
            {code && <code.MarkAllRead unread={unread} />}
          </div>
          {code ? (
            <code.NotificationItems list={list} onClose={close} />
          ) : unavailable ? (
            <p role="alert" className="px-4 py-6 text-sm text-red-700">
              Your notifications could not be opened. Check your connection and try again.
            </p>
          ) : (
            <p role="status" className="px-4 py-6 text-sm text-slate-600">
              Loading notifications...
            </p>
          )}
        </div>
      )}
    </div>
  );
}
