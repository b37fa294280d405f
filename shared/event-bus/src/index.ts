/**
 * The page-wide event bus (a Module Federation singleton): one RxJS Subject of `AppEvent`s.
 * `emit` publishes, `on(type)` / `onBroadcast(name)` / `events$` subscribe, `notify` requests a toast, `pushNotification` a notification.
 * A second loaded copy logs a warning (its events would not reach the first copy's subscribers).
 */
export { emit, events$, notify, on, onBroadcast, pushNotification } from './bus';
