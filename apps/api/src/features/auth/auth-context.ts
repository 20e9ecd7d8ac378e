/** Who is calling, set by the authenticate hook from a valid access token and a live session. */
export type AuthContext = {
  employeeId: string;
  enterpriseId: string;
  sessionId: string;
  isAdmin: boolean;
};
