import { ProviderPage } from '@web/features/home-services';

/** /home-services/:id: one provider's profile, areas, hours and reviews. */
export default function Route() {
  return <ProviderPage />;
}
