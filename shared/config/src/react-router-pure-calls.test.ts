import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { markReactRouterCallsPure, REACT_ROUTER_CHUNK } from './react-router-pure-calls';
import { REPO_ROOT } from './shared-dependencies';

const PRODUCTION_BUILD = path.join(path.dirname(path.dirname(require.resolve('react-router', { paths: [REPO_ROOT] }))), 'production');
const chunks = () => fs.readdirSync(PRODUCTION_BUILD).filter((file) => REACT_ROUTER_CHUNK.test(path.join(PRODUCTION_BUILD, file)));

/** A production build of an entry using what the site uses of react-router; returns main.js. */
async function buildRouterSubset(withLoader: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-subset-'));
  try {
    const entry = `export { BrowserRouter, Routes, Route, Navigate, useHref, useLinkClickHandler } from ${JSON.stringify(path.join(PRODUCTION_BUILD, 'index.mjs'))};`;
    fs.writeFileSync(path.join(dir, 'entry.mjs'), entry);
    const rules = withLoader ? [{ test: REACT_ROUTER_CHUNK, loader: path.join(__dirname, 'react-router-pure-calls.ts') }] : [];
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.mjs' },
      output: { path: path.join(dir, 'dist'), filename: 'main.js', library: { type: 'module' } },
      experiments: { outputModule: true },
      externals: { react: 'react', 'react-dom': 'react-dom' },
      externalsType: 'module',
      module: { rules },
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('markReactRouterCallsPure', () => {
  it('marks top-level React calls pure and drops top-level display names', () => {
    const source = ['var Link = React10.forwardRef(', 'var Ctx = React.createContext(null);', 'Link.displayName = "Link";', '  inner.displayName = "kept";'].join('\n');
    expect(markReactRouterCallsPure(source)).toBe(
      ['var Link = /* @__PURE__ */ React10.forwardRef(', 'var Ctx = /* @__PURE__ */ React.createContext(null);', '', '  inner.displayName = "kept";'].join('\n'),
    );
  });

  it('finds what it looks for in the installed react-router (fails when a new version writes it differently)', () => {
    const source = chunks()
      .map((file) => fs.readFileSync(path.join(PRODUCTION_BUILD, file), 'utf8'))
      .join('\n');
    const marked = markReactRouterCallsPure(source);
    for (const component of ['Link', 'NavLink', 'Form', 'DataRouterContext']) expect(marked).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
  });

  it('lets the build drop the components a page does not use', async () => {
    const [plain, marked] = [await buildRouterSubset(false), await buildRouterSubset(true)];
    // NavLink's aria-current, Form's default encoding, Link's framework-mode prefetching.
    const markers = ['aria-current', 'application/x-www-form-urlencoded', 'modulepreload'];
    expect(markers.map((marker) => [marker, plain.includes(marker), marked.includes(marker)])).toEqual(markers.map((marker) => [marker, true, false]));
    expect(marked.length).toBeLessThan(plain.length - 5_000);
  }, 60_000);
});
