import { AbodeCityPage } from '@web/features/abode-city';

export default function AbodeCityRoute() {
  return <AbodeCityPage />;
}
