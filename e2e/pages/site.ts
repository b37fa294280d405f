import { expect, type Locator, type Page } from '@playwright/test';

export interface AnnouncementSeed {
  id: string;
  title: string;
  message: string;
}

/** Site-wide pieces of the shell: toasts, announcements, stacked modals and page reloads. */
export class Site {
  constructor(readonly page: Page) {}

  /** Toasts only (areas show their errors as alerts too). */
  get toasts(): Locator {
    return this.page.locator('#toasts').getByRole('alert');
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** z-index and whether an overlay (backdrop) shows, of the modal layer a dialog sits in. */
  async modalLayer(dialog: Locator): Promise<{ zIndex: number; overlay: boolean }> {
    return dialog.evaluate((element) => {
      let layer: Element | null = element;
      while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
      if (!layer) throw new Error('dialog is not inside a fixed layer');
      const backdrop = layer.querySelector('.MuiBackdrop-root');
      return { zIndex: Number(getComputedStyle(layer).zIndex), overlay: backdrop !== null && getComputedStyle(backdrop).opacity !== '0' };
    });
  }

  /**
   * Presses Escape in the focused dialog and reports right after React's update (a 0 ms timer,
   * which runs before the 200 ms fade ends) whether the dialog is still in the page, and the
   * opacity, transition and aria-hidden of its layer.
   */
  async escapeDialogAndLookAtOnce(): Promise<{ present: boolean; opacity?: string; transition?: string; ariaHidden?: string | null }> {
    return this.page.evaluate(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const dialog = document.querySelector('[role="dialog"]');
      const layer = dialog?.closest<HTMLElement>('.MuiModal-root');
      if (!layer) return { present: false };
      return { present: true, opacity: layer.style.opacity, transition: layer.style.transition, ariaHidden: layer.getAttribute('aria-hidden') };
    });
  }

  async shownAnnouncementIds(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('announcements-shown') ?? 'null'));
  }

  /** Counts every load of a page in the main frame (the first visit and each reload). */
  countPageLoads(): { count: () => number } {
    let loads = 0;
    this.page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) loads += 1;
    });
    return { count: () => loads };
  }

  /** Answers every request for an app's builds/latest.json with a build id never seen before. */
  async deployNewBuildOnEveryCheck(origin: string): Promise<void> {
    let deploys = 0;
    await this.page.route(`${origin}/builds/latest.json`, (route) =>
      route.fulfill({ json: { id: `always-newer-${(deploys += 1)}`, timestamp: Date.now() }, headers: { 'access-control-allow-origin': '*' } }),
    );
  }

  async expectToastCount(count: number): Promise<void> {
    await expect(this.toasts).toHaveCount(count);
  }
}
