import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type {
  MaintenanceAction,
  MaintenanceCategory,
  MaintenanceStatus,
  MaintenanceUrgency,
} from '@common/maintenance/maintenance-vocabulary';
import { addKnownTexts, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);

// The maintenance API's answers and the forms' checks (@common/maintenance/maintenance-messages), word for word.
addKnownTexts([
  msg`Choose what kind of problem it is.`,
  msg`Describe the problem in 10 to 2,000 characters.`,
  msg`Choose how urgent it is: emergency, soon or routine.`,
  msg`Access notes have at most 500 characters.`,
  msg`Write 2 to 1,000 characters.`,
  msg`Choose a provider from the list.`,
  msg`Pick the visit date as YYYY-MM-DD.`,
  msg`Choose a time window.`,
  msg`Say what was done in 2 to 2,000 characters.`,
  msg`The cost is whole shillings from 0 to 1,000,000.`,
  msg`Rate the work from 1 to 5 stars.`,
  msg`A comment has at most 1,000 characters.`,
  msg`Choose a photo to upload.`,
  msg`The photo must be a JPEG or PNG image.`,
  msg`The photo could not be read; take it again.`,
]);

/**
 * Every text of the maintenance screens (@common/maintenance/maintenance-messages keeps the server's): lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const maintenanceTexts = {
  categoryLabels: {
    plumbing: msg`Plumbing`,
    electrical: msg`Electrical`,
    carpentry: msg`Carpentry`,
    painting: msg`Painting`,
    cleaning: msg`Cleaning`,
    pest_control: msg`Pest control`,
    security: msg`Security`,
    other: msg`Other`,
  } satisfies Record<MaintenanceCategory, MessageDescriptor>,
  urgencyLabels: {
    emergency: msg`Emergency`,
    soon: msg`Soon`,
    routine: msg`Routine`,
  } satisfies Record<MaintenanceUrgency, MessageDescriptor>,
  statusLabels: {
    reported: msg`Reported`,
    acknowledged: msg`Acknowledged`,
    awaiting_info: msg`Waiting for your answer`,
    in_hand: msg`Being handled by the caretaker`,
    assigned: msg`Assigned to a provider`,
    accepted: msg`Accepted by the provider`,
    scheduled: msg`Visit scheduled`,
    completed: msg`Done: waiting for the tenant`,
    closed: msg`Fixed`,
  } satisfies Record<MaintenanceStatus, MessageDescriptor>,
  eventLabels: {
    reported: msg`Reported the problem`,
    acknowledge: msg`Acknowledged`,
    ask: msg`Asked for more detail`,
    answer: msg`Answered`,
    handle: msg`Took it in hand`,
    assign: msg`Assigned a provider`,
    accept: msg`Accepted the job`,
    decline: msg`Declined the job`,
    schedule: msg`Scheduled a visit`,
    complete: msg`Completed the work`,
    confirm: msg`Confirmed it is fixed`,
    reopen: msg`Reopened: not fixed`,
    escalated: msg`Escalated to the landlord by SMS`,
    paid: msg`Paid the provider from the landlord’s earnings`,
    charged_tenant: msg`Charged the cost to the tenant as a bill`,
  } satisfies Record<
    MaintenanceAction | 'reported' | 'escalated' | 'paid' | 'charged_tenant',
    MessageDescriptor
  >,
  page: {
    reportTitle: msg`Report a problem`,
    reportIntro: msg`Tell your caretaker what needs fixing in your unit. Add photos so they know what to bring.`,
    category: msg`What kind of problem?`,
    description: msg`Describe the problem`,
    urgency: msg`How urgent is it?`,
    accessNotes: msg`Access notes (optional)`,
    accessHint: msg`When someone may come in, where the key is, pets.`,
    photos: msg`Photos (up to 5)`,
    photosHint: msg`Take them with your phone camera.`,
    tooManyPhotos: msg`Choose at most 5 photos.`,
    reportButton: msg`Report problem`,
    reporting: msg`Reporting…`,
    reported: msg`Problem reported. Your caretaker has been told.`,
    myRequests: msg`My maintenance requests`,
    queueTitle: msg`Maintenance Requests`,
    jobsTitle: msg`Maintenance jobs`,
    loading: msg`Loading maintenance requests`,
    failed: msg`Could not load maintenance requests.`,
    retry: msg`Try again`,
    noRequests: msg`No maintenance requests.`,
    open: msg({ message: 'Open', context: 'action' }),
    backToDashboard: msg`Back to dashboard`,
    requestTitle: (category: string, place: string) => msg`${category} problem at ${place}`,
    status: msg`Status`,
    urgencyLabel: msg`Urgency`,
    reportedBy: msg`Reported by`,
    provider: msg`Provider`,
    visit: msg`Visit`,
    workDone: msg`Work done`,
    rating: msg`Rating`,
    timeline: msg`Timeline`,
    photosTitle: msg`Photos`,
    reportPhoto: msg`Photo of the problem`,
    completionPhoto: msg`Photo of the work`,
    nextStep: msg`Next step`,
    acknowledge: msg`Acknowledge`,
    handle: msg`Handle it myself`,
    askLabel: msg`Ask the tenant for more detail`,
    askButton: msg`Ask`,
    answerLabel: msg`Your answer`,
    answerButton: msg`Send answer`,
    rankedProviders: msg`Providers for this job`,
    rankedHint: msg`Right trade first, then nearest to the property, then rating.`,
    noProviders: msg`No providers are listed yet.`,
    assignButton: msg`Assign provider`,
    nearness: {
      'same-area': msg`Same area`,
      neighbouring: msg`Neighbouring area`,
      'same-city': msg`Same city`,
      elsewhere: msg`Another city`,
    },
    rightTrade: msg`Right trade`,
    otherTrade: msg`Other trade`,
    accept: msg`Accept job`,
    decline: msg`Decline`,
    scheduleDate: msg`Visit date`,
    scheduleWindow: msg`Time window`,
    scheduleButton: msg`Schedule visit`,
    completeNote: msg`What was done`,
    completeCost: msg`Cost (KES)`,
    completePhotos: msg`Photos of the work (optional)`,
    completeButton: msg`Mark as completed`,
    confirmTitle: msg`Is it fixed?`,
    ratingLabel: msg`Rate the work`,
    stars: (n: number) => msg`${plural(n, { one: '# star', other: '# stars' })}`,
    comment: msg`Comment (optional)`,
    confirmButton: msg`Confirm fixed`,
    reopenLabel: msg`Not fixed? Say what is still wrong`,
    reopenButton: msg`Reopen`,
    waiting: msg`Nothing for you to do now.`,
    /** The product's name: the same in every language. */
    system: 'ABODE',
    cost: (cost: number) => {
      const amount = kes(cost);
      return msg`Cost ${amount}`;
    },
    whoPays: msg`Who pays for this repair`,
    landlordPays: (cost: number) => {
      const amount = kes(cost);
      return msg`You paid the provider ${amount} from your earnings. You may charge it to the tenant as a bill: they see it in Rent & Bills, and what they pay comes back to your earnings.`;
    },
    chargeTenantButton: (cost: number) => {
      const amount = kes(cost);
      return msg`Charge ${amount} to the tenant`;
    },
    charging: msg`Charging…`,
    chargedTenant: msg`Charged to the tenant as a bill in their Rent & Bills.`,
    paidBy: msg`Paid by`,
    paidByLandlord: msg`The landlord`,
    paidByTenant: msg`The tenant (a bill in Rent & Bills)`,
  },
} as const;
