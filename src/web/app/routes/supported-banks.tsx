import { banksTexts } from '@web/features/banks/banks-texts';
import { SupportedBanksPage } from '@web/features/banks/components/supported-banks-page';
import { usePageTitle } from '@web/lib/use-page-title';

export default function SupportedBanksRoute() {
  usePageTitle(banksTexts.title);
  return <SupportedBanksPage />;
}
