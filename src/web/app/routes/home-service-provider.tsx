import { ProviderPage } from '@web/features/home-services/components/provider-page';

/** /home-services/:id: one provider's profile, areas, hours and reviews. */
export default function Route() {
  return <ProviderPage />;
}
