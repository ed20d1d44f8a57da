import { LoginPage } from '@web/features/identity/components/login-page';

export default function Route() {
  return <LoginPage />;
}
