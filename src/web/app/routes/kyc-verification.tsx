import { KycVerificationPage } from '@web/features/kyc/components/kyc-verification-page';

export default function KycVerificationRoute() {
  return <KycVerificationPage />;
}
