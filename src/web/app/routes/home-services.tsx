import { ServicesPage } from '@web/features/home-services';

/** /home-services: find a provider by describing the job. */
export default function Route() {
  return <ServicesPage />;
}
