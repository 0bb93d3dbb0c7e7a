import { createContext, useContext } from 'react';
import type { AdminRole, ShowroomId } from '@shared/constants';

export interface AdminSession {
  username: string;
  /** What the dashboard shows: an owner sees every screen, staff only theirs (dashboard-paths.ts). */
  role: AdminRole;
  /** The showroom a staff account works for; null: every showroom. */
  showroom: ShowroomId | null;
  /** Signed in with a temporary password: only the change-password screen opens until it is changed. */
  mustChangePassword: boolean;
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
