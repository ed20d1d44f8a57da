import { PrivacyPolicyPage } from '@web/features/privacy';

export default function PrivacyRoute() {
  return <PrivacyPolicyPage />;
}
