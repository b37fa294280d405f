import { paths } from '@tdx/contracts';
import { lazy, type ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';

/** The page of each route the shell owns; only the home page is in the first bytes. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.home.pattern]: HomePage,
  [paths.login.pattern]: lazy(() => import('../features/pages/login-page')),
  [paths.faq.pattern]: lazy(() => import('../features/pages/faq-page')),
  [paths.privacyPolicy.pattern]: lazy(() => import('../features/pages/privacy-page')),
  [paths.offerings.pattern]: lazy(() => import('../features/pages/offerings-page')),
  [paths.maintenance.pattern]: lazy(() => import('../features/pages/maintenance-page')),
};
