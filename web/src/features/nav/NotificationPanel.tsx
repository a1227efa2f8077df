/**
 * The bell's panel: the notifications, newest first, and Mark all read. Loaded apart from the navigation
 * bar (which every screen loads first) once the browser is idle, or at the bell's first press.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationView } from '@tapin/core/contracts';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../app/api';
import { notificationKeys } from '../../app/queries';
import { cn } from '../../ui/cn';
import { markedRead, relativeTime } from './notification-rules';

/** Marks some notifications (or, with no ids, all) read: at once on screen, then as the server answers. */
function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | undefined) => apiRequest<NotificationList>('POST', '/api/notifications/read', ids ? { ids } : {}),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: notificationKeys.list });
      client.setQueryData<NotificationList>(notificationKeys.list, (list) => list && markedRead(list, ids, new Date().toISOString()));
    },
    onSuccess: (answer) => client.setQueryData(notificationKeys.list, answer),
    // Not recorded: the list as the server has it comes back (the bell shows them unread again).
    onError: (err) => {
      console.warn('notifications not marked read', err);
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

function Item({ item, now, onOpen }: { item: NotificationView; now: number; onOpen(item: NotificationView): void }) {
  const unread = item.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={cn('flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none', unread && 'bg-brand-50/60')}
      >
        <span aria-hidden="true" className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
            {unread && <span className="sr-only">Unread: </span>}
            {item.title}
          </span>
          {item.body && <span className="mt-0.5 line-clamp-2 block break-words text-sm text-slate-600">{item.body}</span>}
          {/* How long ago, as of the list's last reading (every minute while the app is in front). */}
          <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString()} className="mt-1 block text-xs text-slate-500">
            {relativeTime(item.createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** What the bell knows of its list (a react-query result fits). */
export interface PanelList {
  data: NotificationList | undefined;
  dataUpdatedAt: number;
  isLoading: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** Mark all read, in the panel's header: off while nothing is unread. */
export function MarkAllRead({ unread }: { unread: number }) {
  const markRead = useMarkRead();
  return (
    <button
      type="button"
      onClick={() => markRead.mutate(undefined)}
      disabled={unread === 0}
      className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      Mark all read
    </button>
  );
}

/** The list. Opening a notification marks it read and goes where it leads; the bell closes the panel. */
export function NotificationItems({ list, onClose }: { list: PanelList; onClose(): void }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const items = list.data?.items ?? [];

  const open = (item: NotificationView) => {
    if (item.readAt === null) markRead.mutate([item.id]);
    onClose();
    if (item.link) navigate(item.link);
  };

  if (list.isLoading) {
    return (
      <p role="status" className="px-4 py-6 text-sm text-slate-600">
        Loading notifications...
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className="space-y-2 px-4 py-6 text-sm">
        <p role="alert" className="text-red-700">
          Your notifications could not be loaded.
        </p>
        <button type="button" onClick={() => void list.refetch()} className="font-medium text-brand-700 hover:underline">
          Try again
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className="px-4 py-6 text-sm text-slate-600">No notifications yet. Requests from other businesses and news about yours show up here.</p>;
  return (
    <ul className="divide-y divide-slate-100 overflow-y-auto" aria-label="Newest first">
      {items.map((item) => (
        <Item key={item.id} item={item} now={list.dataUpdatedAt} onOpen={open} />
      ))}
    </ul>
  );
}
