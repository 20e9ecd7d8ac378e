import { useEffect, type ReactNode } from 'react';
import { Anchor, Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { legalEmail } from '../legal-email';
import { readInline, readLegalText, type LegalInline } from '../legal-text';
import classes from './legal-document.module.css';

export type LegalSection = { id: string; title: string; text: string };
type Props = { document: 'terms' | 'privacy'; title: string; intro: string; sections: LegalSection[]; languageControl: ReactNode };

function Inline({ content }: { content: LegalInline[] }) {
  return content.map(({ mark, text }, index) => {
    if (mark === 'b') return <strong key={index}>{text}</strong>;
    if (mark === 'terms' || mark === 'privacy') {
      return (
        <Anchor key={index} component={Link} to={paths[mark]} underline="always" inherit>
          {text}
        </Anchor>
      );
    }
    if (mark === 'mail') {
      return (
        <Anchor key={index} href={`mailto:${text}`} underline="always" inherit>
          {text}
        </Anchor>
      );
    }
    return text;
  });
}

function LegalText({ text }: { text: string }) {
  return readLegalText(text).map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text key={index} inherit mt={index === 0 ? 0 : 'sm'}>
        <Inline content={block.content} />
      </Text>
    ) : (
      <List key={index} mt="sm" spacing="xs" withPadding>
        {block.items.map((item, itemIndex) => (
          <List.Item key={itemIndex}>
            <Inline content={item} />
          </List.Item>
        ))}
      </List>
    ),
  );
}

/** A public legal text: its title and date, a table of contents, and one anchored section per heading. */
export function LegalDocument({ document, title, intro, sections, languageControl }: Props) {
  const { t } = useTranslation(['legal', 'common']);
  const { hash } = useLocation();

  // The sections render after their texts load, too late for the browser's own jump to #section.
  useEffect(() => {
    if (hash) window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        {/* The landing is a page of its own outside the SPA: a full page load. */}
        <Anchor component={Link} to={paths.landing} reloadDocument aria-label={t('common:brand.logoAlt')} underline="never">
          <Logo />
        </Anchor>
        {languageControl}
      </Group>
      <Container size={1120} px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb={64} component="main">
        <div className={classes.layout}>
          <Stack gap="sm" className={classes.heading}>
            <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t('legal.updated')}
            </Text>
            <Box fz={{ base: 'md', sm: 'lg' }} lh={1.6}>
              <LegalText text={intro} />
            </Box>
          </Stack>

          <Paper component="nav" aria-labelledby="legal-contents" withBorder radius="md" p="md" className={classes.contents}>
            <Title order={2} id="legal-contents" fz="sm" tt="uppercase" c="dimmed" mb="xs">
              {t('legal.contents')}
            </Title>
            <List type="ordered" spacing="xs" size="sm">
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} inherit>
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>

          <Box component="article" className={classes.article}>
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={classes.section}>
                <Title order={2} id={`${section.id}-title`} fz={{ base: 20, sm: 22 }} mb="sm">
                  {section.title}
                </Title>
                <LegalText text={section.text} />
              </section>
            ))}

            <Stack component="footer" gap="xs" fz="sm" className={classes.footer}>
              <Group component="nav" aria-label={t('legal.otherDocuments')} gap="lg">
                <Anchor component={Link} to={paths.terms} aria-current={document === 'terms' ? 'page' : undefined} inherit>
                  {t('terms.title')}
                </Anchor>
                <Anchor component={Link} to={paths.privacy} aria-current={document === 'privacy' ? 'page' : undefined} inherit>
                  {t('privacy.title')}
                </Anchor>
                <Anchor href="#top" inherit>
                  {t('legal.backToTop')}
                </Anchor>
              </Group>
              <Text inherit c="dimmed">
                <Inline content={readInline(t('legal.contact', { email: legalEmail }))} />
              </Text>
            </Stack>
          </Box>
        </div>
      </Container>
    </Box>
  );
}
