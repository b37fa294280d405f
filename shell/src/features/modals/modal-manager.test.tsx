import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emit } from '@tdx/event-bus';
import { Button, Dialog, DialogTitle } from '@tdx/ui/overlay';
import { ModalManager } from './modal-manager';
import { modalStack, registerModals, type ModalComponentProps } from './modal-registry';
import type { ModalPhase } from './modal-stack';

function named(title: string) {
  return function TestModal({ onClose, modalProps }: ModalComponentProps) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={`${title}-title`}>
        <DialogTitle id={`${title}-title`}>{title}</DialogTitle>
        <span>{String(modalProps.note ?? '')}</span>
        <Button onClick={() => onClose()}>Close {title}</Button>
      </Dialog>
    );
  };
}

registerModals([
  { name: 'first', load: async () => ({ default: named('First') }) },
  { name: 'second', load: async () => ({ default: named('Second') }) },
  { name: 'sticky', load: async () => ({ default: named('Sticky') }), dismissible: false },
]);

/** The element MUI positions for a dialog: its Modal root. */
function modalRoot(name: string): HTMLElement {
  const root = screen.getByRole('dialog', { name, hidden: true }).closest<HTMLElement>('.MuiModal-root');
  if (!root) throw new Error(`no modal root for ${name}`);
  return root;
}

function renderManager() {
  return render(
    <>
      <button type="button">Trigger</button>
      <ModalManager />
    </>,
  );
}

afterEach(() => {
  act(() => modalStack.snapshot().forEach((entry) => modalStack.close(entry.key)));
});

describe('ModalManager', () => {
  it('opens modals by name with their props and ignores unknown names', async () => {
    renderManager();
    act(() => emit({ type: 'open-modal', name: 'no-such-modal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emit({ type: 'open-modal', name: 'first', props: { note: 'hello' } }));
    expect(await screen.findByRole('dialog', { name: 'First' })).toHaveTextContent('hello');
    act(() => emit({ type: 'close-modal', name: 'first' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull());
  });

  it('stacks modals at 1000 + 2 per level and shows only the topmost overlay', async () => {
    renderManager();
    act(() => emit({ type: 'open-modal', name: 'first' }));
    await screen.findByRole('dialog', { name: 'First' });
    act(() => emit({ type: 'open-modal', name: 'second' }));
    await screen.findByRole('dialog', { name: 'Second' });
    expect(modalRoot('First').style.zIndex).toBe('1000');
    expect(modalRoot('Second').style.zIndex).toBe('1002');
    expect(modalRoot('First').querySelector('.MuiBackdrop-root')).toBeNull();
    expect(modalRoot('Second').querySelector('.MuiBackdrop-root')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close Second' }));
    await waitFor(() => expect(modalRoot('First').querySelector('.MuiBackdrop-root')).not.toBeNull());
  });

  it('closes the topmost modal on Escape, unless it is not dismissible', async () => {
    renderManager();
    act(() => emit({ type: 'open-modal', name: 'first' }));
    act(() => emit({ type: 'open-modal', name: 'sticky' }));
    const sticky = await screen.findByRole('dialog', { name: 'Sticky' });
    fireEvent.keyDown(sticky, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeInTheDocument();
    expect(modalStack.snapshot().map((entry) => entry.name)).toEqual(['first', 'sticky']);

    act(() => emit({ type: 'close-modal', name: 'sticky' }));
    const first = await screen.findByRole('dialog', { name: 'First' });
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(modalStack.snapshot()).toEqual([]);
  });

  it('reaches opened after the entrance and traps, then restores, focus', async () => {
    const phases: ModalPhase[] = [];
    const stop = modalStack.onLifecycle((name, phase) => name === 'first' && phases.push(phase));
    renderManager();
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    trigger.focus();
    act(() => emit({ type: 'open-modal', name: 'first' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    await waitFor(() => expect(phases).toEqual(['opening', 'opened']));
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close First' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(phases).toEqual(['opening', 'opened', 'closing', 'closed']);
    stop();
  });

  it('closes on a downward swipe across the modal surface', async () => {
    renderManager();
    act(() => emit({ type: 'open-modal', name: 'first' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    fireEvent.touchStart(dialog, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientY: 140 }] });
    expect(modalStack.snapshot()).toEqual([]);
  });

  it('fades a closed modal out for 200 ms, hidden from assistive technology and clicks, then removes it', async () => {
    renderManager();
    act(() => emit({ type: 'open-modal', name: 'first' }));
    await screen.findByRole('dialog', { name: 'First' });
    const closedAt = performance.now();
    act(() => emit({ type: 'close-modal', name: 'first' }));
    expect(modalStack.snapshot()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    const root = modalRoot('First');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.style).toMatchObject({ opacity: '0', pointerEvents: 'none', transition: 'opacity 200ms ease-in' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First', hidden: true })).toBeNull());
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(190);
  });

  it('removes a closed modal at once under prefers-reduced-motion', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderManager();
      act(() => emit({ type: 'open-modal', name: 'first' }));
      await screen.findByRole('dialog', { name: 'First' });
      act(() => emit({ type: 'close-modal', name: 'first' }));
      expect(screen.queryByRole('dialog', { name: 'First', hidden: true })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
