import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import webpack from 'webpack';
import { EagerModuleFactoriesPlugin, withFactoryParentheses } from './eager-module-factories';

/** A chunk as webpack and the minifier write it: methods, a function and an arrow as factories. */
const CHUNK =
  '(self.webpackChunkapp=self.webpackChunkapp||[]).push([[7],{12(e,t,n){n.d(t,{a:()=>r});function r(){return{x:1}.x}},' +
  '34:function(e){e.exports="two"},"./src/x.ts":(e,t)=>{t.c=3}}]);';

function evaluate(code: string): Record<string | number, (module: { exports: unknown }, exports: Record<string, unknown>, require: unknown) => void> {
  const pushed: unknown[][] = [];
  new Function('self', code)({ webpackChunkapp: { push: (entry: unknown[]) => pushed.push(entry) } });
  return pushed[0][1] as ReturnType<typeof evaluate>;
}

describe('withFactoryParentheses', () => {
  it('wraps each factory of a module map in parentheses, methods as function expressions', () => {
    expect(withFactoryParentheses(CHUNK)).toBe(
      '(self.webpackChunkapp=self.webpackChunkapp||[]).push([[7],{12:(function(e,t,n){n.d(t,{a:()=>r});function r(){return{x:1}.x}}),' +
        '34:(function(e){e.exports="two"}),"./src/x.ts":((e,t)=>{t.c=3})}]);',
    );
  });

  it('keeps what every factory does', () => {
    const factories = evaluate(withFactoryParentheses(CHUNK));
    const definitions: Record<string, () => unknown> = {};
    factories[12]({ exports: {} }, {}, { d: (_exports: unknown, getters: Record<string, () => unknown>) => Object.assign(definitions, getters) });
    const module = { exports: {} };
    factories[34](module, {}, undefined);
    const exports: Record<string, unknown> = {};
    factories['./src/x.ts']({ exports }, exports, undefined);
    expect([(definitions.a() as () => number)(), module.exports, exports.c]).toEqual([1, 'two', 3]);
  });

  it('wraps the module map of an entry chunk, inside the runtime function', () => {
    const entry = '(()=>{"use strict";var o={5(e){e.exports=1}},a={};function n(t){return o[t](a),a}n(5)})();';
    expect(withFactoryParentheses(entry)).toContain('var o={5:(function(e){e.exports=1})}');
  });

  it('leaves other objects alone: named keys, a value that is not a function, async or generator methods', () => {
    for (const code of ['var a={b(){return 1},c:function(){}};', 'var m={1(){},2:3};', 'var m={1:async()=>1};', 'var m={*1(){yield 1}};', 'var e={};']) {
      expect(withFactoryParentheses(code)).toBe(code);
    }
  });
});

describe('EagerModuleFactoriesPlugin', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'eager-factories-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('rewrites the minified output of a production build, which keeps working and keeps its source map', async () => {
    writeFileSync(path.join(directory, 'answer.js'), 'export function answer() { return 40 + Number(globalThis.two); }\n');
    writeFileSync(path.join(directory, 'entry.js'), 'import { answer } from "./answer.js";\nglobalThis.two = 2;\nglobalThis.result = answer();\n');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack({
        mode: 'production',
        context: directory,
        entry: './entry.js',
        target: ['web', 'es2022'],
        devtool: 'source-map',
        output: { path: path.join(directory, 'dist') },
        // Two modules in a module map, as in the apps' chunks of several modules.
        optimization: { concatenateModules: false },
        plugins: [new EagerModuleFactoriesPlugin()],
      }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const code = readFileSync(path.join(directory, 'dist', 'main.js'), 'utf8');
    expect(code).toMatch(/\d+:\(function\(/);

    const sandbox: { result?: number } = {};
    runInNewContext(code, sandbox);
    expect(sandbox.result).toBe(42);
    const map = JSON.parse(readFileSync(path.join(directory, 'dist', 'main.js.map'), 'utf8')) as { sources: string[]; mappings: string };
    expect(map.sources.some((source) => source.endsWith('answer.js'))).toBe(true);
  });
});
