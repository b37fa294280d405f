/**
 * Module factories compiled off the main thread, so a page's start spends less of it compiling.
 *
 * V8 compiles a function lazily: on the main thread, the first time it runs. A function written
 * right after an opening parenthesis is the exception: V8 compiles it eagerly, and for a downloaded
 * script it does so on the background thread that parses the script while it streams in. Webpack
 * writes every module as a parenthesised factory; the minifier drops the parentheses (and writes
 * methods), so evaluating each module of a start-up began with compiling its factory on the main
 * thread (react-dom's alone ~15 ms at 1×). This plugin puts the parentheses back around the
 * factories of the minified chunks' module maps. Only the factories: their inner functions stay
 * lazy, so the script's main-thread finalisation does not grow with code that may never run.
 */
import { parse, type Node as AcornNode } from 'acorn';
import webpack, { type Compiler } from 'webpack';

export interface Insertion {
  at: number;
  text: string;
}

interface NodeWithChildren extends AcornNode {
  [key: string]: unknown;
}

type FactoryProperty = AcornNode & {
  type: 'Property';
  key: AcornNode & { type: string };
  value: AcornNode & { type: string; async?: boolean; generator?: boolean };
  method: boolean;
  computed: boolean;
};

const FUNCTION_TYPES = new Set(['FunctionExpression', 'ArrowFunctionExpression']);

function isFactory(property: AcornNode): property is FactoryProperty {
  const candidate = property as Partial<FactoryProperty>;
  return (
    candidate.type === 'Property' &&
    !candidate.computed &&
    candidate.key?.type === 'Literal' &&
    FUNCTION_TYPES.has(candidate.value?.type ?? '') &&
    !candidate.value?.async &&
    !candidate.value?.generator
  );
}

/** Webpack's module map: an object of module id (a number or a path) → factory, and nothing else. */
function isModuleMap(node: NodeWithChildren): node is NodeWithChildren & { properties: AcornNode[] } {
  const properties = node.properties as AcornNode[] | undefined;
  return node.type === 'ObjectExpression' && Array.isArray(properties) && properties.length > 0 && properties.every(isFactory);
}

function wrapFactory(property: FactoryProperty): Insertion[] {
  // `12(e,t,n){…}` becomes `12:(function(e,t,n){…})`: webpack calls factories, never constructs them.
  if (property.method) return [{ at: property.key.end, text: ':(function' }, { at: property.value.end, text: ')' }];
  return [{ at: property.value.start, text: '(' }, { at: property.value.end, text: ')' }];
}

function childNodes(node: NodeWithChildren): NodeWithChildren[] {
  const children: NodeWithChildren[] = [];
  for (const value of Object.values(node)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object' && typeof (item as AcornNode).type === 'string') children.push(item as NodeWithChildren);
    }
  }
  return children;
}

/** Where to insert parentheses in a minified chunk so that each module factory is compiled eagerly. */
export function factoryParentheses(code: string): Insertion[] {
  const insertions: Insertion[] = [];
  const pending = [parse(code, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as NodeWithChildren];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (isModuleMap(node)) insertions.push(...node.properties.filter(isFactory).flatMap(wrapFactory));
    else pending.push(...childNodes(node));
  }
  return insertions;
}

/** `code` with the insertions applied (what the plugin emits, for tests and checks). */
export function withFactoryParentheses(code: string): string {
  return factoryParentheses(code)
    .sort((first, second) => second.at - first.at)
    .reduce((text, { at, text: inserted }) => text.slice(0, at) + inserted + text.slice(at), code);
}

export class EagerModuleFactoriesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(EagerModuleFactoriesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifier, before the source maps and the compressed copies are written.
        { name: EagerModuleFactoriesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            const original = assets[name];
            const insertions = factoryParentheses(original.source().toString());
            if (insertions.length === 0) continue;
            const source = new webpack.sources.ReplaceSource(original);
            for (const { at, text } of insertions) source.insert(at, text);
            compilation.updateAsset(name, source);
          }
        },
      );
    });
  }
}
