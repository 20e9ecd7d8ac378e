// Apart from the employees' schemas: the list page shows it, and its first load carries no zod.
/** Invitations a company may mail in a day from the list's "invite everyone": a slip cannot mail thousands at once. */
export const maxInvitationsPerCompanyDay = 200;
