/** Makes sure the built site and the devnet answer, starting them (`npm run up`) when they don't. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const WAIT_MS = 90_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

export async function waitFor(urls: string[]): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`site not up after ${WAIT_MS / 1000} s: ${urls.join(', ')}`);
}

async function waitUntilGone(url: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline && (await answers(url))) await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * Starts `npm run up` in `root` (a checkout with its apps built) and waits until `urls` answer.
 * The returned function stops it and waits until the first address no longer answers.
 */
export async function startSite(root: string, urls: string[]): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn('npm', ['run', 'up'], { cwd: root, stdio: 'ignore', detached: true });
  await waitFor(urls);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await waitUntilGone(urls[0]);
  };
}

/** Returns a stop function (a no-op when the site was already running). */
export async function ensureSiteRunning(siteUrl: string, devnetUrl: string): Promise<() => void> {
  const urls = [siteUrl, `${devnetUrl}/__devnet/status`];
  if ((await Promise.all(urls.map(answers))).every(Boolean)) return () => undefined;
  const stop = await startSite(ROOT, urls);
  return () => void stop();
}
