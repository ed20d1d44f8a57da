import { CooparentPage } from '@web/features/cooparent/components/cooparent-page';
import { cooparentTexts } from '@web/features/cooparent/cooparent-texts';
import { usePageTitle } from '@web/lib/use-page-title';

export default function CooparentRoute() {
  usePageTitle(cooparentTexts.title);
  return <CooparentPage />;
}
