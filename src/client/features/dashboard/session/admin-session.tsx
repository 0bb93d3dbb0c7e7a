import { createContext, useContext } from 'react';

export interface AdminSession {
  username: string;
  /** Ends the session on the server and returns to the sign-in page. */
  signOut: () => Promise<void>;
  /** The server no longer knows the session: back to sign-in, saying why, remembering where we were. */
  expire: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <RequireAdmin>');
  return session;
}
