import { LoginPage } from '../../features/account/login-page';

export default function LoginRoute() {
  return <LoginPage />;
}
