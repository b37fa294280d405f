import type { ComponentType } from 'react';
import { ModalStack, type CloseReason, type ModalProps, type ModalRules } from './modal-stack';

/**
 * What a modal component receives. It renders a plain `<Dialog open onClose={onClose}>` from
 * `@tdx/ui/overlay`; the manager frames it (z-index, overlay, swipe, lifecycle). Passing `onClose`
 * straight to the Dialog lets Escape and backdrop clicks arrive with their reason.
 */
export interface ModalComponentProps {
  onClose: (event?: unknown, reason?: string) => void;
  modalProps: ModalProps;
}

/** A modal the manager can open by name (see `registerModals`). */
export interface ModalDefinition extends ModalRules {
  /** A `MODAL_NAMES` value from `@tdx/contracts`. */
  name: string;
  /** The component's module, loaded on first open. */
  load: () => Promise<{ default: ComponentType<ModalComponentProps> }>;
}

const definitions = new Map<string, ModalDefinition>();

/** Makes modals openable by name (`emit({ type: 'open-modal', name, props })`); a later one replaces an earlier of the same name. */
export function registerModals(list: readonly ModalDefinition[]): void {
  list.forEach((definition) => definitions.set(definition.name, definition));
}

export function modalDefinition(name: string): ModalDefinition | undefined {
  return definitions.get(name);
}

/** The page's one stack of open modals. */
export const modalStack = new ModalStack(modalDefinition);

const USER_DISMISSALS: ReadonlySet<string> = new Set<CloseReason>(['escapeKeyDown', 'backdropClick']);

/** MUI's close reasons (`escapeKeyDown`, `backdropClick`) kept; anything else is the modal asking. */
export function closeReason(reason: unknown): CloseReason {
  return typeof reason === 'string' && USER_DISMISSALS.has(reason) ? (reason as CloseReason) : 'request';
}
