import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The headless Chromium the browser tests drive: Debian's `chromium` package (.ci/run installs it), or NAVLINT_CHROMIUM. */
export const CHROMIUM = process.env.NAVLINT_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether Chromium is installed; when it is not, says once on standard error how to run the tests of `suite`. */
export function chromiumAvailable(suite: string): boolean {
  const available = fs.existsSync(CHROMIUM);
  // Jest prints no console output of a file whose tests are all skipped: the note goes straight to standard error.
  if (!available)
    process.stderr.write(
      `${suite}: skipped, no Chromium at ${CHROMIUM}; to run it: apt-get install chromium, or set NAVLINT_CHROMIUM to a Chromium binary.\n`,
    );
  return available;
}

/** Starts the headless browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}
