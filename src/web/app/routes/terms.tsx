import { TermsPage } from '@web/features/privacy';

export default function TermsRoute() {
  return <TermsPage />;
}
