import type { MaintenanceAction, MaintenanceStatus } from './maintenance-vocabulary';

const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/** Every user-facing text of maintenance, for the server's answers and the pages. */
export const maintenanceMessages = {
  statusLabels: {
    reported: 'Reported',
    acknowledged: 'Acknowledged',
    awaiting_info: 'Waiting for your answer',
    in_hand: 'Being handled by the caretaker',
    assigned: 'Assigned to a provider',
    accepted: 'Accepted by the provider',
    scheduled: 'Visit scheduled',
    completed: 'Done: waiting for the tenant',
    closed: 'Fixed',
  } satisfies Record<MaintenanceStatus, string>,
  eventLabels: {
    reported: 'Reported the problem',
    acknowledge: 'Acknowledged',
    ask: 'Asked for more detail',
    answer: 'Answered',
    handle: 'Took it in hand',
    assign: 'Assigned a provider',
    accept: 'Accepted the job',
    decline: 'Declined the job',
    schedule: 'Scheduled a visit',
    complete: 'Completed the work',
    confirm: 'Confirmed it is fixed',
    reopen: 'Reopened: not fixed',
    escalated: 'Escalated to the landlord by SMS',
    paid: 'Paid the provider from the landlord’s earnings',
  } satisfies Record<MaintenanceAction | 'reported' | 'escalated' | 'paid', string>,
  validation: {
    category: 'Choose what kind of problem it is.',
    description: 'Describe the problem in 10 to 2,000 characters.',
    urgency: 'Choose how urgent it is: emergency, soon or routine.',
    accessNotes: 'Access notes have at most 500 characters.',
    message: 'Write 2 to 1,000 characters.',
    providerId: 'Choose a provider from the list.',
    date: 'Pick the visit date as YYYY-MM-DD.',
    window: 'Choose a time window.',
    note: 'Say what was done in 2 to 2,000 characters.',
    cost: 'The cost is whole shillings from 0 to 1,000,000.',
    rating: 'Rate the work from 1 to 5 stars.',
    comment: 'A comment has at most 1,000 characters.',
    photoRequired: 'Choose a photo to upload.',
    photoNotImage: 'The photo must be a JPEG or PNG image.',
    photoDoesNotDecode: 'The photo could not be read; take it again.',
    photoNotMultipart: 'Send the photo as a form upload.',
    photoOneOnly: 'Send one photo at a time.',
    photoTooLarge: (maxKb: number) => `A photo may be at most ${maxKb.toLocaleString('en-KE')} KB.`,
    requestId: 'Say which request the photo is for.',
  },
  notFound: {
    request: 'No such maintenance request.',
    tenancy: 'You have no active tenancy to report a problem for.',
    provider: 'No such provider for this job.',
    photo: 'No such photo.',
  },
  forbidden: {
    notTenant: 'Only a tenant can report a problem in their unit.',
    notYourStep: (action: MaintenanceAction) =>
      `This step is not yours to take on this request (${maintenanceMessages.eventLabels[action].toLowerCase()}).`,
  },
  conflict: {
    step: (action: MaintenanceAction, status: MaintenanceStatus) =>
      `This request is ${maintenanceMessages.statusLabels[status].toLowerCase()}, so it cannot be ${pastTense[action]} now.`,
    tooManyPhotos: (limit: number) => `A request has at most ${limit} photos at each stage.`,
    pastDate: 'The visit cannot be on a day that has passed.',
    photoStage: 'Photos can be added while reporting the problem or completing the work, not now.',
    earningsShort: (cost: number, available: number) =>
      `The landlord's earnings (${kes(available)}) cannot cover the ${kes(cost)} this work cost. The landlord must receive rent or top up first.`,
  },
  notify: {
    title: 'Maintenance',
    reported: (what: string, place: string) => `New ${what} problem reported at ${place}.`,
    step: (action: MaintenanceAction, place: string) =>
      `${maintenanceMessages.eventLabels[action]}: maintenance request at ${place}.`,
    paid: (cost: number, place: string) => `${kes(cost)} paid for the repair at ${place}.`,
    escalationSms: (what: string, place: string, hours: number) =>
      `ABODE: EMERGENCY ${what} at ${place} reported ${hours} hours ago is not yet acknowledged. Please act now.`,
  },
  page: {
    reportTitle: 'Report a problem',
    reportButton: 'Report problem',
    myRequests: 'My maintenance requests',
    queueTitle: 'Maintenance Requests',
    jobsTitle: 'Maintenance jobs',
    noRequests: 'No maintenance requests.',
    timeline: 'Timeline',
    photos: 'Photos',
    rankedProviders: 'Providers for this job',
    noProviders: 'No providers offer this trade yet.',
    cost: (amount: number) => `Cost ${kes(amount)}`,
  },
} as const;

const pastTense: Record<MaintenanceAction, string> = {
  acknowledge: 'acknowledged',
  ask: 'asked about',
  answer: 'answered',
  handle: 'taken in hand',
  assign: 'assigned',
  accept: 'accepted',
  decline: 'declined',
  schedule: 'scheduled',
  complete: 'completed',
  confirm: 'confirmed',
  reopen: 'reopened',
};
