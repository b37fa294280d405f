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

async function waitFor(urls: string[]): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`site not up after ${WAIT_MS / 1000} s: ${urls.join(', ')}`);
}

/** Returns a stop function (a no-op when the site was already running). */
export async function ensureSiteRunning(siteUrl: string, devnetUrl: string): Promise<() => void> {
  const urls = [siteUrl, `${devnetUrl}/__devnet/status`];
  if ((await Promise.all(urls.map(answers))).every(Boolean)) return () => undefined;
  const child: ChildProcess = spawn('npm', ['run', 'up'], { cwd: ROOT, stdio: 'ignore', detached: true });
  await waitFor(urls);
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}
