import { VerifyPhonePage } from '@web/features/identity/components/verify-phone-page';

export default function Route() {
  return <VerifyPhonePage />;
}
