import { Subject, filter, type Observable } from 'rxjs';
import {
  DEFAULT_BROADCAST_NAME,
  type AppEvent,
  type AppEventOf,
  type AppEventType,
  type BroadcastEvent,
  type NotificationOptions,
  type NotifyOptions,
} from '@tdx/contracts';

const INSTANCE_MARKER = Symbol.for('tdx.event-bus.instance');

type MarkedGlobal = typeof globalThis & { [INSTANCE_MARKER]?: true };

/** A second copy means a remote did not get the singleton: its events would never reach the shell. */
function registerInstance(): void {
  const global = globalThis as MarkedGlobal;
  if (global[INSTANCE_MARKER]) {
    console.warn('@tdx/event-bus loaded twice: events of one copy are invisible to the other. Share it as a singleton.');
    return;
  }
  global[INSTANCE_MARKER] = true;
}

registerInstance();

const subject = new Subject<AppEvent>();

/** Every event, in emission order. */
export const events$: Observable<AppEvent> = subject.asObservable();

/** Publishes an event to every subscriber (synchronously). */
export function emit(event: AppEvent): void {
  subject.next(event);
}

/** Events of one type, typed as that member of the union (`on('login-successful')`). */
export function on<T extends AppEventType>(type: T): Observable<AppEventOf<T>> {
  return events$.pipe(filter((event): event is AppEventOf<T> => event.type === type));
}

/** Every phase of the broadcasts named `name` (`broadcast` for unnamed ones). */
export function onBroadcast(name: string = DEFAULT_BROADCAST_NAME): Observable<BroadcastEvent> {
  return events$.pipe(
    filter((event): event is BroadcastEvent => 'kind' in event && event.kind === 'broadcast' && event.name === name),
  );
}

/** Asks the shell for a toast. */
export function notify(options: NotifyOptions): void {
  emit({ type: 'notify', ...options });
}

/** Asks the shell for a notification in the area near the top right. */
export function pushNotification(options: NotificationOptions): void {
  emit({ type: 'notification', ...options });
}
