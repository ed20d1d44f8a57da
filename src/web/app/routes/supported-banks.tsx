import { SupportedBanksPage } from '@web/features/banks';

export default function SupportedBanksRoute() {
  return <SupportedBanksPage />;
}
