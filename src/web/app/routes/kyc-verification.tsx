import { KycVerificationPage } from '@web/features/kyc';

export default function KycVerificationRoute() {
  return <KycVerificationPage />;
}
