import { MODAL_NAMES } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';

/** Asks the shell to open the login modal (from any app: a guard, a button, a remote). */
export function openLoginModal(): void {
  emit({ type: 'open-modal', name: MODAL_NAMES.login });
}
