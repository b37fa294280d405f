import { notificationList, type NotificationItem } from './notification-list';

const add = (items: readonly NotificationItem[], key: number, options: Partial<NotificationItem['options']> = {}) =>
  notificationList(items, { type: 'add', key, options: { text: `n${key}`, variant: 'info', ...options } });

describe('notificationList', () => {
  it('keeps notifications in arrival order until removed', () => {
    let items = add(add([], 1), 2);
    expect(items.map((item) => item.key)).toEqual([1, 2]);
    items = notificationList(items, { type: 'leave', key: 1 });
    expect(items[0]!.leaving).toBe(true);
    items = notificationList(items, { type: 'remove', key: 1 });
    expect(items.map((item) => item.key)).toEqual([2]);
  });

  it('ignores a second notification with the id of one still shown', () => {
    const items = add(add([], 1, { id: 'sync' }), 2, { id: 'sync' });
    expect(items.map((item) => item.key)).toEqual([1]);
  });

  it('replaces the shown notification of the same group', () => {
    const items = add(add(add([], 1, { group: 'sync' }), 2), 3, { group: 'sync' });
    expect(items.map((item) => item.key)).toEqual([2, 3]);
  });
});
