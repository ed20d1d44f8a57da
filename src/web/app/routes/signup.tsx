import { SignUpPage } from '@web/features/identity';

export default function Route() {
  return <SignUpPage />;
}
