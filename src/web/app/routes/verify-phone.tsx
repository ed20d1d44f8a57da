import { VerifyPhonePage } from '@web/features/identity';

export default function Route() {
  return <VerifyPhonePage />;
}
