import { AdminLoginPage } from '@client/features/dashboard/auth/admin-login-page';

// /admin: the back office's sign-in, loaded only when visited.
export default function AdminLogin() {
  return <AdminLoginPage />;
}
