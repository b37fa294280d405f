import type { NotificationOptions } from '@tdx/contracts';

/** Spec §9: 3000 ms shown, 300 ms animation, 300 px wide, top right. */
export const NOTIFICATION_DEFAULTS = { durationMs: 3000, speedMs: 300, widthPx: 300 } as const;

export interface NotificationItem {
  key: number;
  options: NotificationOptions;
  leaving: boolean;
}

export type NotificationAction =
  | { type: 'add'; key: number; options: NotificationOptions }
  | { type: 'leave'; key: number }
  | { type: 'remove'; key: number };

/** Shown notifications, oldest first. A repeated id is ignored; a newer one of a group replaces the older. */
export function notificationList(items: readonly NotificationItem[], action: NotificationAction): readonly NotificationItem[] {
  switch (action.type) {
    case 'add': {
      const { id, group } = action.options;
      if (id !== undefined && items.some((item) => item.options.id === id && !item.leaving)) return items;
      const kept = group === undefined ? items : items.filter((item) => item.options.group !== group);
      return [...kept, { key: action.key, options: action.options, leaving: false }];
    }
    case 'leave':
      return items.map((item) => (item.key === action.key ? { ...item, leaving: true } : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}
