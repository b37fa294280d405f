import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The devnet as a real process: flags, data file, SIGTERM saving state. Run as `node --import tsx`
 * (what `tsx` does in a child process) so signals reach it directly.
 */
const DEVNET_DIR = resolve(__dirname, '..');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function launch(args: string[]): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', ...args], {
    cwd: DEVNET_DIR,
    env: { ...process.env, DEVNET_DATA: join(dir, 'state.json') },
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)));
  });
  return { child, url };
}

function stop(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolveExit) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolveExit(code));
    child.kill('SIGTERM');
  });
}

const hiveBlock = async (url: string) => (await (await fetch(`${url}/__devnet/status`)).json()).hiveBlockNumber as number;

// `--fresh` over an existing data file is covered by server.test.ts (same code path, no process).
it('keeps state across a restart, saved on SIGTERM', async () => {
  const first = await launch(['--fresh']);
  const seeded = await hiveBlock(first.url);
  await fetch(`${first.url}/__devnet/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceMs":1000}' });
  expect(await hiveBlock(first.url)).toBe(seeded + 1);
  expect(await stop(first.child)).toBe(0);

  const second = await launch([]);
  expect(await hiveBlock(second.url)).toBe(seeded + 1);
  expect(await stop(second.child)).toBe(0);
}, 90_000);
