import { Stack, Typography } from '@tdx/ui';
import { productName } from '../../app/product-name';
import { Disclosure } from './disclosure';
import { faqGroups } from './faq-content';
import { PARAGRAPH_SX, TextPage } from './text-page';

export default function FaqPage() {
  const name = productName();
  return (
    <TextPage title="Frequently asked questions" intro="Answers about signing in, fees, deposits, withdrawals and nodes. Select a question to show its answer.">
      {faqGroups(name).map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Typography variant="h6" component="h2" gutterBottom>
            {group.title}
          </Typography>
          {group.entries.map((entry) => (
            <Disclosure key={entry.question} summary={entry.question}>
              <Stack spacing={1}>
                {entry.answer.map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary" sx={PARAGRAPH_SX}>
                    {paragraph}
                  </Typography>
                ))}
              </Stack>
            </Disclosure>
          ))}
        </section>
      ))}
    </TextPage>
  );
}
