import { paths } from '@tdx/contracts';
import { lazyThemed } from '@tdx/ui/base';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';

/** The page of each route the shell owns; only the home page is in the first bytes. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.home.pattern]: HomePage,
  [paths.login.pattern]: lazyThemed(() => import('../features/pages/login-page')),
  [paths.faq.pattern]: lazyThemed(() => import('../features/pages/faq-page')),
  [paths.privacyPolicy.pattern]: lazyThemed(() => import('../features/pages/privacy-page')),
  [paths.offerings.pattern]: lazyThemed(() => import('../features/pages/offerings-page')),
  [paths.maintenance.pattern]: lazyThemed(() => import('../features/pages/maintenance-page')),
};
