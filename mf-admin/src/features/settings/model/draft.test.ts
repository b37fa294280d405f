import { draftOf, hasChanges, settingsPatch } from './draft';
import { savedSettings } from './saved-settings.fixture';

describe('draftOf', () => {
  it('copies the edited keys so editing the draft never touches the saved settings', () => {
    const saved = savedSettings();
    const draft = draftOf(saved);
    draft.nodes.push('https://node-c.example/rpc');
    draft.announcements[0].title = 'Changed';
    expect(saved.nodes).toHaveLength(2);
    expect(saved.announcements[0].title).toBe('Welcome');
    expect(draft).not.toHaveProperty('maintenance');
    expect(draft).not.toHaveProperty('hive_pegged_account');
  });

  it('keeps only id, title and message of an announcement', () => {
    const saved = savedSettings({ announcements: [{ id: 'a', title: 'T', message: 'M', extra: 1 } as never] });
    expect(draftOf(saved).announcements).toEqual([{ id: 'a', title: 'T', message: 'M' }]);
  });
});

describe('settingsPatch', () => {
  it('is empty when nothing changed', () => {
    const saved = savedSettings();
    const patch = settingsPatch(saved, draftOf(saved));
    expect(patch).toEqual({});
    expect(hasChanges(patch)).toBe(false);
  });

  it('sends each changed key whole and leaves unchanged keys out', () => {
    const saved = savedSettings();
    const draft = { ...draftOf(saved), disabled_tokens: ['SCAMCOIN', 'RUGPULL'], sidechain_id: 'ssc-testnet' };
    const patch = settingsPatch(saved, draft);
    expect(patch).toEqual({ disabled_tokens: ['SCAMCOIN', 'RUGPULL'], sidechain_id: 'ssc-testnet' });
    expect(hasChanges(patch)).toBe(true);
  });

  it('sees a reorder of the nodes as a change', () => {
    const saved = savedSettings();
    const patch = settingsPatch(saved, { ...draftOf(saved), nodes: [...saved.nodes].reverse() });
    expect(patch).toEqual({ nodes: ['https://node-b.example/rpc', 'https://node-a.example/rpc'] });
  });

  it('sees an edited announcement message as a change of the whole list', () => {
    const saved = savedSettings({
      announcements: [
        { id: 'a', title: 'A', message: 'first' },
        { id: 'b', title: 'B', message: 'second' },
      ],
    });
    const draft = draftOf(saved);
    draft.announcements[1] = { ...draft.announcements[1], message: 'second, edited' };
    expect(settingsPatch(saved, draft)).toEqual({
      announcements: [
        { id: 'a', title: 'A', message: 'first' },
        { id: 'b', title: 'B', message: 'second, edited' },
      ],
    });
  });

  it('sees a removed token as a change, and an emptied list is still sent', () => {
    const saved = savedSettings();
    expect(settingsPatch(saved, { ...draftOf(saved), deprecated_tokens: [] })).toEqual({ deprecated_tokens: [] });
  });
});
