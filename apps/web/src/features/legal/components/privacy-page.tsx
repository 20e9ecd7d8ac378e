import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { legalEmail } from '../legal-email';
import type { es } from '../locales/es';
import { LegalDocument } from './legal-document';

type SectionId = keyof typeof es.privacy.sections;

/** /privacy: the privacy notice: which personal data Rumbo processes, why, and the rights of the people it belongs to. */
export function PrivacyPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation('legal');
  // The sections in the order the texts list them.
  const ids = Object.keys(t('privacy.sections', { returnObjects: true })) as SectionId[];
  const sections = ids.map((id) => ({ id, title: t(`privacy.sections.${id}.title`), text: t(`privacy.sections.${id}.text`, { email: legalEmail }) }));
  return <LegalDocument document="privacy" title={t('privacy.title')} intro={t('privacy.intro')} sections={sections} languageControl={languageControl} />;
}
