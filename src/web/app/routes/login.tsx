import { LoginPage } from '@web/features/identity';

export default function Route() {
  return <LoginPage />;
}
