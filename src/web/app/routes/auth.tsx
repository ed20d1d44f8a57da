import { AuthPage } from '@web/features/identity/components/auth-page';

export default function Route() {
  return <AuthPage />;
}
