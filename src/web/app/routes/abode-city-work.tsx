import { useParams } from 'react-router';
import { AbodeCityWorkPage } from '@web/features/abode-city';

export default function AbodeCityWorkRoute() {
  const { id } = useParams();
  return <AbodeCityWorkPage projectId={id} />;
}
