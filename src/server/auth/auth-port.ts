/** The signed-in user as the routes see them. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export interface Auth {
  /** Answers every request under /api/auth. */
  handler(request: Request): Promise<Response>;
  /** The user of a live session, or null when the cookie is missing, wrong, expired or signed out. */
  getSession(headers: Headers): Promise<AuthUser | null>;
  /** Checks the password, then deletes the session's user; the answer clears the session cookie. */
  deleteUser(headers: Headers, password: string): Promise<Response>;
}
