import type { ModalEntry } from './modal-stack';
import { nextShownModals, overlayKey, type ShownModal } from './shown-modals';

const entry = (key: number, name = `m${key}`): ModalEntry => ({ key, name, props: {}, phase: 'opened' });

describe('nextShownModals', () => {
  it('keeps a closed modal fading at its place while the others take theirs', () => {
    const shown = nextShownModals([], [entry(1), entry(2)], true);
    expect(shown.map((modal) => [modal.entry.key, modal.position, modal.exiting])).toEqual([
      [1, 0, false],
      [2, 1, false],
    ]);
    const afterClose = nextShownModals(shown, [entry(2)], true);
    expect(afterClose.map((modal) => [modal.entry.key, modal.position, modal.exiting])).toEqual([
      [1, 0, true],
      [2, 0, false],
    ]);
  });

  it('drops closed modals at once without a fade, but keeps those already fading', () => {
    const fading: ShownModal = { entry: entry(1), position: 0, exiting: true };
    const shown = nextShownModals([fading, { entry: entry(2), position: 0, exiting: false }], [], false);
    expect(shown).toEqual([fading]);
  });

  it('puts a newly opened modal on top and takes new props in place', () => {
    const shown = nextShownModals([], [entry(1)], true);
    const updated = { ...entry(1), props: { again: true } };
    expect(nextShownModals(shown, [updated, entry(3)], true)).toEqual([
      { entry: updated, position: 0, exiting: false },
      { entry: entry(3), position: 1, exiting: false },
    ]);
  });
});

describe('overlayKey', () => {
  it('is the topmost open modal, or the fading one when nothing else is open', () => {
    const fadingTop: ShownModal = { entry: entry(2), position: 1, exiting: true };
    const below: ShownModal = { entry: entry(1), position: 0, exiting: false };
    expect(overlayKey([below, fadingTop])).toBe(1);
    expect(overlayKey([fadingTop])).toBe(2);
    expect(overlayKey([])).toBeUndefined();
  });
});
