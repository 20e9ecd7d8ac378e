import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { legalEmail } from '../legal-email';
import type { es } from '../locales/es';
import { LegalDocument } from './legal-document';

type SectionId = keyof typeof es.terms.sections;

/** /terms: the terms a company accepts when it signs up. */
export function TermsPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation('legal');
  // The sections in the order the texts list them.
  const ids = Object.keys(t('terms.sections', { returnObjects: true })) as SectionId[];
  const sections = ids.map((id) => ({ id, title: t(`terms.sections.${id}.title`), text: t(`terms.sections.${id}.text`, { email: legalEmail }) }));
  return <LegalDocument document="terms" title={t('terms.title')} intro={t('terms.intro')} sections={sections} languageControl={languageControl} />;
}
