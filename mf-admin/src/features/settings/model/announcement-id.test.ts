import { newAnnouncementId } from './announcement-id';

describe('newAnnouncementId', () => {
  it('is built from the time and a random part, within the API limit of 64 characters', () => {
    const id = newAnnouncementId([], 1_700_000_000_000, () => 0.5);
    expect(id).toBe(`announcement-${(1_700_000_000_000).toString(36)}-${Math.floor(0.5 * 36 ** 4).toString(36)}`);
    expect(id.length).toBeLessThanOrEqual(64);
  });

  it('never returns an id already taken', () => {
    const randoms = [0.1, 0.1, 0.2];
    const random = () => randoms.shift() ?? 0.3;
    const taken = [newAnnouncementId([], 1, () => 0.1)];
    const id = newAnnouncementId(taken, 1, random);
    expect(taken).not.toContain(id);
    expect(id).toBe(newAnnouncementId([], 1, () => 0.2));
  });
});
