import { CaretakerDashboard } from '@web/features/dashboards/caretaker/caretaker-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';

export default function CaretakerDashboardRoute() {
  return (
    <RequireRole dashboard="caretaker">
      <CaretakerDashboard />
    </RequireRole>
  );
}
