/** Props a caller passes with `open-modal` (e.g. an announcement id). */
export type ModalProps = Record<string, unknown>;

export type ModalPhase = 'opening' | 'opened' | 'closing' | 'closed';

/** Why a close was asked: the user dismissing (Escape, backdrop, swipe) or the modal / an app asking. */
export type CloseReason = 'escapeKeyDown' | 'backdropClick' | 'swipe' | 'request';

export interface ModalEntry {
  /** Unique per opening, so a modal opened again is a fresh instance. */
  key: number;
  name: string;
  props: ModalProps;
  phase: ModalPhase;
}

/** What the stack needs to know about a registered modal. */
export interface ModalRules {
  /** `false`: Escape, the backdrop and swipes never close it (only the modal itself or `close-modal`). */
  dismissible?: boolean;
  /** Veto before opening: return false to keep it closed. */
  beforeOpen?: (props: ModalProps) => boolean;
  /** Veto before closing: return false to keep it open. */
  beforeClose?: (props: ModalProps, reason: CloseReason) => boolean;
}

export type LifecycleListener = (name: string, phase: ModalPhase, props: ModalProps) => void;

export const MODAL_BASE_Z_INDEX = 1000;
export const MODAL_Z_INDEX_STEP = 2;

/** z-index of the modal at `position` in the stack (0 = bottom): 1000, 1002, 1004 … */
export function modalZIndex(position: number): number {
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * position;
}

const DISMISSALS: readonly CloseReason[] = ['escapeKeyDown', 'backdropClick', 'swipe'];

/**
 * The open modals, bottom to top, with their lifecycle (opening → opened → closing → closed) and
 * the vetoes of their rules. Framework-free: React reads it with `useSyncExternalStore`.
 */
export class ModalStack {
  private entries: readonly ModalEntry[] = [];
  private nextKey = 1;
  private readonly listeners = new Set<() => void>();
  private readonly lifecycleListeners = new Set<LifecycleListener>();

  constructor(private readonly rulesFor: (name: string) => ModalRules | undefined) {}

  readonly snapshot = (): readonly ModalEntry[] => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onLifecycle(listener: LifecycleListener): () => void {
    this.lifecycleListeners.add(listener);
    return () => this.lifecycleListeners.delete(listener);
  }

  /**
   * Opens `name` on top, unless it is unknown or vetoed. A modal already open takes the new props
   * in place (asking twice never stacks two copies). Returns whether it is open afterwards.
   */
  open(name: string, props: ModalProps = {}): boolean {
    const rules = this.rulesFor(name);
    if (!rules) return false;
    const existing = this.entries.find((entry) => entry.name === name);
    if (rules.beforeOpen && !rules.beforeOpen(props)) return existing !== undefined;
    if (existing) {
      this.replace({ ...existing, props });
      return true;
    }
    const entry: ModalEntry = { key: this.nextKey++, name, props, phase: 'opening' };
    this.set([...this.entries, entry]);
    this.announce(entry);
    return true;
  }

  /** The modal's entrance finished. */
  opened(key: number): void {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry || entry.phase !== 'opening') return;
    const next = { ...entry, phase: 'opened' as const };
    this.replace(next);
    this.announce(next);
  }

  /** Closes the modal with `key` unless its rules veto; returns whether it closed. */
  close(key: number, reason: CloseReason = 'request'): boolean {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry) return false;
    const rules = this.rulesFor(entry.name);
    if (DISMISSALS.includes(reason) && rules?.dismissible === false) return false;
    if (rules?.beforeClose && !rules.beforeClose(entry.props, reason)) return false;
    this.announce({ ...entry, phase: 'closing' });
    this.set(this.entries.filter((candidate) => candidate.key !== key));
    this.announce({ ...entry, phase: 'closed' });
    return true;
  }

  /** Closes the open modal called `name`, if any. */
  closeByName(name: string, reason: CloseReason = 'request'): boolean {
    const entry = this.entries.find((candidate) => candidate.name === name);
    return entry ? this.close(entry.key, reason) : false;
  }

  /** The modal on top, which alone shows an overlay and hears Escape. */
  top(): ModalEntry | undefined {
    return this.entries[this.entries.length - 1];
  }

  private replace(entry: ModalEntry): void {
    this.set(this.entries.map((candidate) => (candidate.key === entry.key ? entry : candidate)));
  }

  private set(entries: readonly ModalEntry[]): void {
    this.entries = entries;
    this.listeners.forEach((listener) => listener());
  }

  private announce(entry: ModalEntry): void {
    this.lifecycleListeners.forEach((listener) => listener(entry.name, entry.phase, entry.props));
  }
}
