import { ForgotPasswordPage } from '@web/features/identity';

export default function Route() {
  return <ForgotPasswordPage />;
}
