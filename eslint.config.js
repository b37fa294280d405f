// Lint: TypeScript rules plus the architecture's boundaries (ARCHITECTURE §4):
// a remote imports @tdx/* but never another remote or the shell; shared packages import
// neither; inside an app, features do not import each other; no JSS, no raw HTML injection.
const tseslint = require('typescript-eslint');
const boundaries = require('eslint-plugin-boundaries');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'e2e/playwright-report/**', 'e2e/test-results/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/include': ['shared/*/src/**', 'shell/src/**', 'mf-*/src/**', 'devnet/src/**'],
      'boundaries/elements': [
        { type: 'feature', pattern: '(shell|mf-*)/src/features/*', mode: 'folder', capture: ['app', 'feature'] },
        { type: 'app', pattern: '(shell|mf-*)', mode: 'folder', capture: ['app'] },
        { type: 'shared', pattern: 'shared/*', mode: 'folder', capture: ['package'] },
        { type: 'devnet', pattern: 'devnet', mode: 'folder' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'shared', disallow: ['app', 'feature', 'devnet'], message: 'shared packages never import an app or the devnet' },
            { from: ['app', 'feature'], disallow: [['app', { app: '!${from.app}' }], ['feature', { app: '!${from.app}' }], 'devnet'], message: 'an app never imports another app or the devnet' },
            { from: 'feature', disallow: [['feature', { app: '${from.app}', feature: '!${from.feature}' }]], message: 'features do not import each other' },
            { from: 'devnet', disallow: ['app', 'feature'], message: 'the devnet is never tied to an app' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/styles', message: 'JSS class names collide across bundles: use sx or styled.' }],
          patterns: [{ group: ['@mui/styles/*'], message: 'JSS class names collide across bundles: use sx or styled.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Chain data is hostile: render it as text, never as HTML.',
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
          message: 'Never inject HTML; build DOM nodes or React text.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'devnet/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
