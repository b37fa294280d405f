import { MODAL_NAMES } from '@tdx/contracts';
import { announcementToast } from './announcement-toast';

describe('announcementToast', () => {
  it('is a persistent warning whose description is the first 80 characters and an ellipsis', () => {
    const message = `${'a'.repeat(80)}TAIL`;
    expect(announcementToast({ id: 'x', title: 'Title', message })).toEqual({
      id: 'announcement-x',
      title: 'Title',
      description: `${'a'.repeat(80)}…`,
      variant: 'warning',
      duration: 0,
      onClickEvent: { type: 'open-modal', name: MODAL_NAMES.announcement, props: { id: 'x' } },
    });
  });

  it('keeps a short message whole and never splits a character made of two code units', () => {
    expect(announcementToast({ id: 'x', title: 't', message: 'Short' }).description).toBe('Short…');
    const emoji = `${'b'.repeat(79)}😀😀`;
    expect(announcementToast({ id: 'x', title: 't', message: emoji }).description).toBe(`${'b'.repeat(79)}😀…`);
  });
});
