import { abodeCityTexts } from '@web/features/abode-city/abode-city-texts';
import { AbodeCityPage } from '@web/features/abode-city/components/abode-city-page';
import { usePageTitle } from '@web/lib/use-page-title';

export default function AbodeCityRoute() {
  usePageTitle(abodeCityTexts.title);
  return <AbodeCityPage />;
}
