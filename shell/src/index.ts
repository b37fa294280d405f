/**
 * Start-up in short tasks (no long task blocks the page while it starts): the app's modules are
 * evaluated in stages, each in a task of its own (React, the MUI-free UI kit, then the app), and
 * start-up yields between its own steps.
 * The eager imports keep everything in main.js. Neither MUI nor emotion is here: they load with the
 * first part that uses them (`lazyThemed` of `@tdx/ui/base`). The federation runtime is not here
 * either: it starts with the first area (federation/federation.ts).
 */
import { primeCookieSnapshot } from '@tdx/settings/cookie-snapshot';
import { runInTasks } from './app/run-in-tasks';
import { adoptPageStyleNonce } from './app/style-nonce';
import { takeBootCookies } from './boot/boot-reads';

// The cookies are copied from the asynchronous Cookie Store, starting from the boot script's read
// of it (long answered by now), so the session restore in start() finds them without a synchronous
// document.cookie read (6–20 ms of blocked main thread measured, waiting behind the start's
// downloads). Same module instance as the one inside the shared @tdx/settings: one file, one module
// in this build.
void primeCookieSnapshot(takeBootCookies());
adoptPageStyleNonce();

void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@tdx/router'),
  () => import(/* webpackMode: "eager" */ '@tdx/ui/base'),
  () => import(/* webpackMode: "eager" */ './app/start').then(({ start }) => start()),
]);
