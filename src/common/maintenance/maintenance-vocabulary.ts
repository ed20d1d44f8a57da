import type { ServiceCategory } from '../services/service-categories';

/** What kind of problem a tenant reports. Stored in maintenance_requests.category: add at the end, never rename. */
export const maintenanceCategories = [
  'plumbing',
  'electrical',
  'carpentry',
  'painting',
  'cleaning',
  'pest_control',
  'security',
  'other',
] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceCategoryLabels: Readonly<Record<MaintenanceCategory, string>> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  carpentry: 'Carpentry',
  painting: 'Painting',
  cleaning: 'Cleaning',
  pest_control: 'Pest control',
  security: 'Security',
  other: 'Other',
};

/**
 * The home-services trades that fix each kind of problem, first the best: what "right trade" means when the
 * providers for a job are ranked. Pest control is done by cleaning firms; security and other problems are a
 * handyman's (any trade).
 */
export const maintenanceTrades: Readonly<Record<MaintenanceCategory, readonly ServiceCategory[]>> = {
  plumbing: ['plumbing'],
  electrical: ['electrical'],
  carpentry: ['carpentry'],
  painting: ['painting'],
  cleaning: ['cleaning'],
  pest_control: ['cleaning'],
  security: ['carpentry', 'electrical'],
  other: ['plumbing', 'electrical', 'carpentry', 'painting'],
};

export const maintenanceUrgencies = ['emergency', 'soon', 'routine'] as const;
export type MaintenanceUrgency = (typeof maintenanceUrgencies)[number];

export const maintenanceStatuses = [
  'reported',
  'acknowledged',
  'awaiting_info',
  'in_hand',
  'assigned',
  'accepted',
  'scheduled',
  'completed',
  'closed',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** Who takes a step: the tenant who reported, the property's manager (caretaker, else landlord), the worker. */
export type MaintenanceParty = 'tenant' | 'manager' | 'provider' | 'worker';

export const maintenanceActions = [
  'acknowledge',
  'ask',
  'answer',
  'handle',
  'assign',
  'accept',
  'decline',
  'schedule',
  'complete',
  'confirm',
  'reopen',
] as const;
export type MaintenanceAction = (typeof maintenanceActions)[number];

/**
 * The only steps a request may take. `worker` is the assigned provider, or the manager when they handle it
 * themselves. A reopened job goes back to whoever did it: the provider schedules again (accepted), the manager
 * takes it in hand again.
 */
export const maintenanceTransitions: Readonly<
  Record<
    MaintenanceAction,
    { by: MaintenanceParty; from: readonly MaintenanceStatus[]; to: MaintenanceStatus | 'worker-again' }
  >
> = {
  acknowledge: { by: 'manager', from: ['reported'], to: 'acknowledged' },
  ask: { by: 'manager', from: ['reported', 'acknowledged'], to: 'awaiting_info' },
  answer: { by: 'tenant', from: ['awaiting_info'], to: 'acknowledged' },
  handle: { by: 'manager', from: ['reported', 'acknowledged'], to: 'in_hand' },
  assign: { by: 'manager', from: ['reported', 'acknowledged'], to: 'assigned' },
  accept: { by: 'provider', from: ['assigned'], to: 'accepted' },
  decline: { by: 'provider', from: ['assigned'], to: 'acknowledged' },
  schedule: { by: 'provider', from: ['accepted', 'scheduled'], to: 'scheduled' },
  complete: { by: 'worker', from: ['scheduled', 'in_hand'], to: 'completed' },
  confirm: { by: 'tenant', from: ['completed'], to: 'closed' },
  reopen: { by: 'tenant', from: ['completed'], to: 'worker-again' },
};

/** Photos per request and stage; hours before an unacknowledged emergency is texted to the landlord. */
export const maintenanceLimits = { photos: 5, escalateAfterHours: 2 } as const;

/** The time windows a provider schedules a visit in. */
export const maintenanceWindows = [
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
] as const;
export type MaintenanceWindow = (typeof maintenanceWindows)[number];
