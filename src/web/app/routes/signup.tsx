import { SignUpPage } from '@web/features/identity/components/signup-page';

export default function Route() {
  return <SignUpPage />;
}
