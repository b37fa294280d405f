import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { runtimeConfig } from '@tdx/settings';
import { Box, Stack, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';
import { productName } from '../../app/product-name';
import { contentWidth } from '../../layouts/content-width';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2">{title}</Typography>
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

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Typography component="a" href={href} target="_blank" rel="noopener noreferrer" sx={LINK_STYLE}>
      {children}
    </Typography>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4 }}>
      <Box sx={{ ...contentWidth(), display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Column title="Support">
          <SiteLink to={paths.faq.href()}>FAQ</SiteLink>
          <SiteLink to={paths.privacyPolicy.href()}>Privacy Policy</SiteLink>
        </Column>
        <Column title="Developers">
          <ExternalLink href={runtimeConfig().explorerUrl}>Block explorer</ExternalLink>
          <ExternalLink href="https://github.com/hive-engine">Github</ExternalLink>
        </Column>
        <Column title="Offerings">
          <SiteLink to={paths.outposts.href()}>Outposts</SiteLink>
          <SiteLink to={paths.smt.href()}>SMT</SiteLink>
          <SiteLink to={paths.packmanager.href()}>Pack Manager</SiteLink>
        </Column>
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'end' }}>
          © {new Date().getFullYear()} {productName()}
        </Typography>
      </Box>
    </Box>
  );
}
