/** A new announcement id: time-ordered, readable, unused in `taken` (the API allows up to 64 characters). */
export function newAnnouncementId(taken: readonly string[], now: number = Date.now(), random: () => number = Math.random): string {
  for (;;) {
    const id = `announcement-${now.toString(36)}-${Math.floor(random() * 36 ** 4).toString(36).padStart(4, '0')}`;
    if (!taken.includes(id)) return id;
  }
}
