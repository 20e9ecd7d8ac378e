/** Who is calling, set by the authenticate hook from a valid access token, a live session and an active person. */
export type AuthContext = {
  accountId: string;
  sessionId: string;
  employeeId: string;
  enterpriseId: string;
  isAdmin: boolean;
  /**
   * The company's people (its live employees with their logins' emails and phones) as the request
   * found them, read with its session: a value renewed in the transaction of every change to them
   * (null for a company not changed since the value began to be kept). An answer made only of them,
   * read at this value, is the answer for as long as the value stays (the employee list keeps its pages so).
   */
  peopleVersion: string | null;
};
