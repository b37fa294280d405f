import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { externalLinks, runtimeConfig } from '@tdx/settings';
import { Box, Stack, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';
import { productName } from '../../app/product-name';
import { contentWidth } from '../../layouts/content-width.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const LINK_STYLE = { color: 'text.secondary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography component={RouterLink} to={to} sx={LINK_STYLE}>
      {children}
    </Typography>
  );
}

/** Opens another site in a new tab, without giving it this page (`noopener noreferrer`); the arrow marks it as outside. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Typography component="a" href={href} target="_blank" rel="noopener noreferrer" sx={LINK_STYLE}>
      {children}
      <Box component="span" aria-hidden="true" sx={{ ml: 0.5 }}>
        ↗
      </Box>
    </Typography>
  );
}

export function Footer() {
  const links = externalLinks();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4 }}>
      <Box className={contentWidth.lg} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
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
      </Box>
      {/* The width's class is not on the Typography: its emotion style's margin would win over the centring. */}
      <Box className={contentWidth.lg} sx={{ mt: 3 }}>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {productName()}
        </Typography>
      </Box>
    </Box>
  );
}
