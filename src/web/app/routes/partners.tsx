import { PartnersPage } from '@web/features/partners/components/partners-page';
import { partnersTexts } from '@web/features/partners/partners-texts';
import { usePageTitle } from '@web/lib/use-page-title';

export default function PartnersRoute() {
  usePageTitle(partnersTexts.title);
  return <PartnersPage />;
}
