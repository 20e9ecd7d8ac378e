// What app/ composes: the profile's tax document row and logo control, and the header's logo.
export { CompanyLogo } from './components/company-logo';
export { TaxDocumentRow } from './components/tax-document-row';
export { useCompanyLogoSource } from './components/use-company-logo';
