/** Who is calling, set by the authenticate hook from a valid access token, a live session and an active person. */
export type AuthContext = {
  accountId: string;
  sessionId: string;
  employeeId: string;
  enterpriseId: string;
  isAdmin: boolean;
};
