/** The one address the legal pages give for questions, support, privacy and ARCO requests. */
export const legalEmail = 'legal@rumbo.mx';
