/** How the e2e suites and the bench start Debian's chromium (never a downloaded browser: STACK-NOTES). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Chromium 156's headless mode builds the omnibox popup (a WebUI renderer running its own
  // scripts, ~1.2 s of CPU while a page loads) though nothing can open it. On a 2-core host that
  // competed with the page under test and lengthened its tasks. Puppeteer's defaults turn both off too.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
