import { ListPropertyPage } from '@web/features/list-property/components/list-property-page';
import { listPropertyTexts } from '@web/features/list-property/list-property-texts';
import { usePageTitle } from '@web/lib/use-page-title';

export default function ListPropertyRoute() {
  usePageTitle(listPropertyTexts.title);
  return <ListPropertyPage />;
}
