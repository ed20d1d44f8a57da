import { MaintenanceRequestPage } from '@web/features/maintenance';

/** /maintenance/:id: a maintenance request for its tenant, caretaker, landlord and assigned provider. */
export default function MaintenanceRequestRoute() {
  return <MaintenanceRequestPage />;
}
