import { Stack, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';

export interface TextSection {
  heading: string;
  body: string;
}

/** A page of headed paragraphs (FAQ, privacy, offerings). */
export function TextPage({ title, sections, children }: { title: string; sections: readonly TextSection[]; children?: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ py: 2, maxWidth: 800 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          <Typography color="text.secondary">{section.body}</Typography>
        </section>
      ))}
      {children}
    </Stack>
  );
}
