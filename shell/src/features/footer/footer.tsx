import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { externalLinks, runtimeConfig } from '@tdx/settings';
import type { ReactNode } from 'react';
import { productName } from '../../app/product-name';
import { contentWidth } from '../../layouts/content-width.css';
import * as styles from './footer.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      {children}
    </section>
  );
}

function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={styles.link}>
      {children}
    </RouterLink>
  );
}

/** Opens another site in a new tab, without giving it this page (`noopener noreferrer`); the arrow marks it as outside. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span aria-hidden="true" className={styles.outsideMark}>
        ↗
      </span>
    </a>
  );
}

/** The site footer: plain elements and a static stylesheet, so showing it loads neither MUI nor emotion. */
export function Footer() {
  const links = externalLinks();
  return (
    <footer className={styles.footer}>
      <div className={`${contentWidth.lg} ${styles.columns}`}>
        <Column title="Support">
          <SiteLink to={paths.faq.href()}>FAQ</SiteLink>
          <SiteLink to={paths.privacyPolicy.href()}>Privacy Policy</SiteLink>
          <ExternalLink href={links.supportCenter}>Support Center</ExternalLink>
        </Column>
        <Column title="Developers">
          <ExternalLink href={links.documentation}>Documentation</ExternalLink>
          <ExternalLink href={runtimeConfig().explorerUrl}>Block explorer</ExternalLink>
        </Column>
        <Column title="Offerings">
          <SiteLink to={paths.outposts.href()}>Outposts</SiteLink>
          <SiteLink to={paths.smt.href()}>SMT</SiteLink>
          <SiteLink to={paths.packmanager.href()}>Pack Manager</SiteLink>
        </Column>
        <Column title="Community">
          <ExternalLink href={links.discord}>Discord</ExternalLink>
          <ExternalLink href={links.github}>Github</ExternalLink>
        </Column>
      </div>
      <div className={contentWidth.lg}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {productName()}
        </p>
      </div>
    </footer>
  );
}
