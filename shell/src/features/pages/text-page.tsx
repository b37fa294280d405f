import { Link as RouterLink } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface TextLink {
  label: string;
  href: string;
}

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  link?: TextLink;
}

export const PARAGRAPH_SX = { maxWidth: '70ch' } as const;

// The brand purple is too dark for text on the dark background: the light shade keeps 4.5:1 there.
const LINK_SX = (theme: Theme) => ({
  color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main,
  textDecoration: 'underline',
  fontWeight: 600,
});

/** A site link inside page text: underlined, so it never depends on colour alone. */
export function TextPageLink({ link }: { link: TextLink }) {
  return (
    <Typography component={RouterLink} to={link.href} sx={LINK_SX}>
      {link.label}
    </Typography>
  );
}

/** A page of headed paragraphs (privacy policy, offerings), and the frame of the FAQ. */
export function TextPage({ title, intro, sections = [], children }: { title: string; intro: string; sections?: readonly TextSection[]; children?: ReactNode }) {
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={PARAGRAPH_SX}>
          {intro}
        </Typography>
      </div>
      {sections.map((section) => (
        <Stack component="section" key={section.heading} spacing={1}>
          <Typography variant="h6" component="h2">
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={PARAGRAPH_SX}>
              {paragraph}
            </Typography>
          ))}
          {section.link && (
            <div>
              <TextPageLink link={section.link} />
            </div>
          )}
        </Stack>
      ))}
      {children}
    </Stack>
  );
}
