import type { ConsultationView } from '@common/abode-city/abode-city-contracts';
import { consultationHours } from '@common/abode-city/abode-city-vocabulary';
import type { abodeCityConsultations } from '../../db/schema/index';

type ConsultationRow = typeof abodeCityConsultations.$inferSelect;

export function toConsultationView(row: ConsultationRow): ConsultationView {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + consultationHours.slotMinutes * 60_000).toISOString(),
    mode: row.mode,
    service: row.service,
    notes: row.notes,
    name: row.name,
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}
