import { AuthPage } from '@web/features/identity';

export default function Route() {
  return <AuthPage />;
}
