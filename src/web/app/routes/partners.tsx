import { PartnersPage } from '@web/features/partners';

export default function PartnersRoute() {
  return <PartnersPage />;
}
