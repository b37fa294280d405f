// Lint: TypeScript rules plus the architecture's boundaries, so apps stay deployable alone:
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
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['shared/*/src/**', 'shell/src/**', 'mf-*/src/**', 'devnet/src/**'],
      // Whole paths from the repository root; the first matching element wins. `app` is `shell`
      // or a remote's area (`trade` for mf-trade), so both patterns capture the same way.
      'boundaries/elements': [
        { type: 'feature', mode: 'full', pattern: '(shell)/src/features/*/**/*', capture: ['app', 'feature'] },
        { type: 'feature', mode: 'full', pattern: 'mf-*/src/features/*/**/*', capture: ['app', 'feature'] },
        { type: 'shared', mode: 'full', pattern: 'shared/*/**/*', capture: ['package'] },
        { type: 'devnet', mode: 'full', pattern: 'devnet/**/*' },
        { type: 'app', mode: 'full', pattern: '(shell)/**/*', capture: ['app'] },
        { type: 'app', mode: 'full', pattern: 'mf-*/**/*', capture: ['app'] },
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
            { from: ['app', 'feature'], disallow: [['app', { app: '!{{ from.captured.app }}' }], ['feature', { app: '!{{ from.captured.app }}' }], 'devnet'], message: 'an app never imports another app or the devnet' },
            { from: 'feature', disallow: [['feature', { app: '{{ from.captured.app }}', feature: '!{{ from.captured.feature }}' }]], message: 'features do not import each other' },
            { from: 'devnet', disallow: ['app', 'feature'], message: 'the devnet is never tied to an app' },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: [['app', { app: 'shell' }], ['feature', { app: 'shell' }]],
              disallow: ['@tdx/controls', '@tdx/token-actions'],
              message: '@tdx/controls and @tdx/token-actions are bundled by the remotes that use them: the shell (first page) never imports them',
            },
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
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
