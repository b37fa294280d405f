/**
 * How the e2e suites and the bench start Debian's chromium: the distribution's package, which
 * `npm test` installs when missing, never a browser Playwright downloads.
 */
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

/** The e2e suites' browser: the flags above, with outside host names failing at once. */
export const E2E_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...CHROMIUM_FLAGS,
    // The devnet's seed data links token icons on outside hosts. These machines have no route out and
    // their DNS lookups hang (~5 s), holding Chromium's few resolver slots: the localhost requests
    // queued behind them (the Keychain emulator's script) stalled as long. Outside names fail at once.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
