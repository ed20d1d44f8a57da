import { CooparentPage } from '@web/features/cooparent';

export default function CooparentRoute() {
  return <CooparentPage />;
}
