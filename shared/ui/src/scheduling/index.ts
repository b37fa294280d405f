/**
 * `@tdx/ui/scheduling`: when work runs. Not a shared module: it holds no state and weighs a few
 * hundred bytes, so each app bundles it, and the shell's entry can use it before anything shared
 * is evaluated.
 */
export { afterNextPaint } from './after-next-paint';
export { afterPageLoad } from './after-page-load';
export { inOwnTask } from './in-own-task';
export { yieldToMain } from './yield-to-main';
