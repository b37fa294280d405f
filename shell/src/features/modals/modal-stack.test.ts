import { modalZIndex, ModalStack, type ModalPhase, type ModalRules } from './modal-stack';

function stackWith(rules: Record<string, ModalRules>) {
  const stack = new ModalStack((name) => rules[name]);
  const phases: Array<[string, ModalPhase]> = [];
  stack.onLifecycle((name, phase) => phases.push([name, phase]));
  return { stack, phases };
}

describe('ModalStack', () => {
  it('goes opening → opened → closing → closed', () => {
    const { stack, phases } = stackWith({ a: {} });
    expect(stack.open('a', { id: '1' })).toBe(true);
    const [entry] = stack.snapshot();
    expect(entry).toMatchObject({ name: 'a', props: { id: '1' }, phase: 'opening' });
    stack.opened(entry!.key);
    expect(stack.snapshot()[0]!.phase).toBe('opened');
    expect(stack.close(entry!.key)).toBe(true);
    expect(stack.snapshot()).toEqual([]);
    expect(phases).toEqual([
      ['a', 'opening'],
      ['a', 'opened'],
      ['a', 'closing'],
      ['a', 'closed'],
    ]);
  });

  it('ignores names nobody registered', () => {
    const { stack } = stackWith({});
    expect(stack.open('nope')).toBe(false);
    expect(stack.snapshot()).toEqual([]);
  });

  it('lets a rule veto opening and closing, and tells it why a close was asked', () => {
    let allowClose = false;
    const beforeClose = jest.fn(() => allowClose);
    const { stack, phases } = stackWith({ guarded: { beforeOpen: (props) => props.ok === true, beforeClose } });
    expect(stack.open('guarded', { ok: false })).toBe(false);
    expect(stack.snapshot()).toEqual([]);
    expect(stack.open('guarded', { ok: true })).toBe(true);
    const key = stack.snapshot()[0]!.key;
    expect(stack.close(key, 'escapeKeyDown')).toBe(false);
    expect(beforeClose).toHaveBeenCalledWith({ ok: true }, 'escapeKeyDown');
    expect(stack.snapshot()).toHaveLength(1);
    allowClose = true;
    expect(stack.close(key, 'backdropClick')).toBe(true);
    expect(phases.map(([, phase]) => phase)).toEqual(['opening', 'closing', 'closed']);
  });

  it('keeps a non-dismissible modal open on Escape, backdrop and swipe, but closes it on request', () => {
    const { stack } = stackWith({ keychain: { dismissible: false } });
    stack.open('keychain');
    const key = stack.snapshot()[0]!.key;
    expect(stack.close(key, 'escapeKeyDown')).toBe(false);
    expect(stack.close(key, 'backdropClick')).toBe(false);
    expect(stack.close(key, 'swipe')).toBe(false);
    expect(stack.closeByName('keychain')).toBe(true);
    expect(stack.snapshot()).toEqual([]);
  });

  it('stacks different modals with the last on top, and reopening one only updates its props', () => {
    const { stack } = stackWith({ login: {}, keychain: {} });
    stack.open('login');
    stack.open('keychain');
    expect(stack.top()?.name).toBe('keychain');
    const keys = stack.snapshot().map((entry) => entry.key);
    stack.open('login', { again: true });
    expect(stack.snapshot().map((entry) => entry.key)).toEqual(keys);
    expect(stack.snapshot()[0]!.props).toEqual({ again: true });
    stack.closeByName('keychain');
    expect(stack.top()?.name).toBe('login');
  });

  it('notifies subscribers on every change with a new snapshot', () => {
    const { stack } = stackWith({ a: {} });
    const listener = jest.fn();
    const unsubscribe = stack.subscribe(listener);
    const before = stack.snapshot();
    stack.open('a');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stack.snapshot()).not.toBe(before);
    unsubscribe();
    stack.closeByName('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('modalZIndex', () => {
  it('starts at 1000 and adds 2 per stacked modal', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
  });
});
