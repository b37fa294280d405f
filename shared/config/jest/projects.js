const fs = require('node:fs');
const path = require('node:path');

const NODE_WORKSPACES = new Set(['devnet', 'config']);

/** Every workspace with source becomes a Jest project; node or jsdom by kind. */
function workspaceProjects(root) {
  const dirs = [
    ...fs.readdirSync(path.join(root, 'shared')).map((d) => path.join('shared', d)),
    'devnet',
    'shell',
    ...fs.readdirSync(root).filter((d) => d.startsWith('mf-')),
  ];
  return dirs
    .filter((d) => fs.existsSync(path.join(root, d, 'src')))
    .map((d) => projectFor(root, d));
}

function projectFor(root, dir) {
  const name = path.basename(dir);
  const isNode = NODE_WORKSPACES.has(name);
  return {
    displayName: dir,
    rootDir: path.join(root, dir),
    testEnvironment: isNode ? 'node' : 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      // Before the TypeScript transform: a `*.css.ts` file's styles are registered as the build would.
      '\\.css\\.ts$': require.resolve('@vanilla-extract/jest-transform'),
      '^.+\\.(t|j|mj)sx?$': [require.resolve('@swc/jest'), swcOptions()],
    },
    transformIgnorePatterns: ['/node_modules/(?!(react-router)/)'],
    moduleNameMapper: { '^@tdx/([^/]+)$': path.join(root, 'shared/$1/src'), '^@tdx/([^/]+)/(.*)$': path.join(root, 'shared/$1/src/$2') },
    setupFilesAfterEnv: isNode ? [] : [path.join(__dirname, 'setup-dom.js')],
  };
}

function swcOptions() {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  };
}

module.exports = { workspaceProjects };
