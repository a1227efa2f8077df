import type { NotificationList } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { markedRead, relativeTime } from './notification-rules';

const list: NotificationList = {
  unread: 2,
  items: [
    { id: 3, kind: 'connection.requested', title: 'A', body: '', link: null, createdAt: '2026-11-20T10:00:00.000Z', readAt: null },
    { id: 2, kind: 'connection.accepted', title: 'B', body: '', link: null, createdAt: '2026-11-19T10:00:00.000Z', readAt: null },
    { id: 1, kind: 'business.approved', title: 'C', body: '', link: null, createdAt: '2026-11-18T10:00:00.000Z', readAt: '2026-11-18T11:00:00.000Z' },
  ],
};

describe('the notifications panel', () => {
  it('marks some or all notifications read, counting only those that were unread', () => {
    const now = '2026-11-21T00:00:00.000Z';
    const one = markedRead(list, [3, 1], now);
    expect(one.unread).toBe(1);
    expect(one.items.map((n) => n.readAt)).toEqual([now, null, '2026-11-18T11:00:00.000Z']);
    const all = markedRead(list, undefined, now);
    expect(all.unread).toBe(0);
    expect(all.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('says how long ago, in words', () => {
    const now = new Date('2026-11-21T12:00:00.000Z').getTime();
    expect(relativeTime('2026-11-21T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-21T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-07T12:00:00.000Z', now)).toBe('2 weeks ago');
  });
});
