import type { Settings, User } from './entities';

/**
 * Everything that crosses app and parcel boundaries at runtime travels as one of these events on
 * the `@tdx/event-bus` singleton. Subscribe with `on(type)`; named broadcasts with `onBroadcast(name)`.
 */

export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/** A toast request; the shell's one SnackbarProvider shows it. */
export interface NotifyOptions {
  title?: string;
  description: string;
  variant: NotifyVariant;
  /** Milliseconds; 0 or `persist` keeps it until dismissed (default 5000). */
  duration?: number;
  persist?: boolean;
  /** Same id = same toast (a second request with the id is ignored while the first is shown). */
  id?: string;
  /** Emitted on the bus when the toast is clicked (the toast then closes). */
  onClickEvent?: AppEvent;
}

export interface NotifyEvent extends NotifyOptions {
  type: 'notify';
}

/**
 * A notification in the area near the top right of the screen (spec §3 "Notification item"; the
 * spec's `type` field is `variant` here, `type` being the event's).
 */
export interface NotificationOptions {
  /** Same id = same notification (a second request with the id is ignored while the first is shown). */
  id?: string;
  title?: string;
  text: string;
  variant: NotifyVariant;
  /** Milliseconds shown (default 3000). */
  duration?: number;
  /** Milliseconds of its entrance and exit animation (default 300). */
  speed?: number;
  /** A newer notification of the same group replaces the one shown. */
  group?: string;
}

export interface NotificationEvent extends NotificationOptions {
  type: 'notification';
}

export interface LoginWaitingEvent {
  type: 'login-waiting';
  username: string;
}
export interface LoginSuccessfulEvent {
  type: 'login-successful';
  user: User;
}
export interface LoginFailedEvent {
  type: 'login-failed';
  message: string;
  /** True when the user cancelled in Keychain. */
  cancel?: boolean;
}
export interface LoginDoneEvent {
  type: 'login-done';
}

/** Keychain extension absent: the shell opens the install modal. */
export interface KeychainMissingEvent {
  type: 'keychain-missing';
}

export interface OpenModalEvent {
  type: 'open-modal';
  name: string;
  /** Free data for the modal (e.g. an announcement id). */
  props?: Record<string, unknown>;
}
export interface CloseModalEvent {
  type: 'close-modal';
  name: string;
}

export interface SessionChangedEvent {
  type: 'session-changed';
  user: User | null;
}
export interface SettingsChangedEvent {
  type: 'settings-changed';
  settings: Settings;
}

export type BroadcastPhase = 'waiting' | 'successful' | 'failed' | 'done';

/** Name of unnamed broadcasts: their events are `broadcast-waiting` … `broadcast-done`. */
export const DEFAULT_BROADCAST_NAME = 'broadcast';

/**
 * One phase of a Keychain broadcast. `type` is `${name}-${phase}`: `broadcast-waiting` for an
 * unnamed broadcast, `nft-sell-waiting` for one named `nft-sell` (spec §4).
 */
export interface BroadcastEvent {
  kind: 'broadcast';
  type: `${string}-${BroadcastPhase}`;
  name: string;
  phase: BroadcastPhase;
  /** Caller's correlation id (e.g. which row's button is busy). */
  actionId?: string;
  /** Hive transaction id, once Keychain answered. */
  transactionId?: string;
  /** Every sidechain transaction id of the broadcast (`<txid>` or `<txid>-0`, `-1` …). */
  transactionIds?: string[];
  /** `failed` only: sidechain `logs.errors` verbatim, or the Keychain message. */
  errors?: string[];
  /** `failed` only: the user cancelled in Keychain. */
  cancel?: boolean;
}

/**
 * Chain data changed (a broadcast the chain took): every mounted area reads again what it holds
 * under these cache-key prefixes (`@tdx/data`).
 */
export interface DataChangedEvent {
  type: 'data-changed';
  keys: ReadonlyArray<readonly unknown[]>;
}

export type AppEvent =
  | NotifyEvent
  | NotificationEvent
  | LoginWaitingEvent
  | LoginSuccessfulEvent
  | LoginFailedEvent
  | LoginDoneEvent
  | KeychainMissingEvent
  | OpenModalEvent
  | CloseModalEvent
  | SessionChangedEvent
  | SettingsChangedEvent
  | DataChangedEvent
  | BroadcastEvent;

export type AppEventType = AppEvent['type'];

/** The member of `AppEvent` carrying `type` T (a `BroadcastEvent` for `<name>-<phase>` types). */
export type AppEventOf<T extends AppEventType> = [Extract<AppEvent, { type: T }>] extends [never]
  ? BroadcastEvent
  : Extract<AppEvent, { type: T }>;
