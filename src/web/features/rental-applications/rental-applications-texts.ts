import type { MessageDescriptor } from '@lingui/core';
import { addKnownTexts } from '@web/i18n';
import { msg, plural } from '@lingui/core/macro';
import type { ApplicationStatus } from '@common/rental-applications/application-contracts';

// The applications API's answers and the forms' checks (@common/rental-applications/application-texts), word for word.
addKnownTexts([
  msg`Household size must be a whole number from 1 to 20`,
  msg`Give a reason of 3 to 300 characters`,
  msg`Say when and where to meet in 3 to 300 characters`,
  msg`This home is for sale: only homes for rent take applications.`,
  msg`This listing is managed outside ABODE: contact the agency to apply.`,
  msg`You cannot apply to rent your own listing.`,
  msg`You have already applied for this home. Follow it on your dashboard.`,
  msg`Unit not found among your properties`,
]);

/**
 * Every text of the rental applications screens (the listing's 'Apply to rent', the host's and applicant's
 * lists); the server keeps its own in @common/rental-applications/application-texts. Lazy descriptors
 * (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const applicationTexts = {
  validation: {
    moveInDate: msg`Move-in date must be a date like 2026-12-01, from today up to a year ahead`,
    messageLength: msg`The message must be at most 1,000 characters`,
  },
  notFound: msg`Application not found`,
  statusLabels: {
    pending: msg`Pending`,
    meeting: msg`Meeting requested`,
    approved: msg({ message: 'Approved', context: 'application' }),
    declined: msg`Declined`,
  } satisfies Record<ApplicationStatus, MessageDescriptor>,
  applyToRent: msg`Apply to rent`,
  close: msg`Close`,
  applyTitle: msg`Apply to rent this home`,
  applyHint: msg`The landlord or agent sees your application and answers you here.`,
  moveInDate: msg`Move-in date`,
  householdSize: msg`Household size`,
  message: msg`Message to the landlord (optional)`,
  submit: msg`Send application`,
  submitting: msg`Sending…`,
  applied: msg`Application sent. Follow it on your dashboard.`,
  myApplications: msg`My rental applications`,
  noneMine: msg`You have not applied for a home yet`,
  received: msg`Rental applications`,
  noneReceived: msg`No rental applications yet`,
  applicantLine: (household: number, moveIn: string) =>
    msg`${plural(household, { one: `# person · moving in ${moveIn}`, other: `# people · moving in ${moveIn}` })}`,
  approve: msg`Approve`,
  decline: msg`Decline`,
  askToMeet: msg`Ask to meet`,
  unit: msg`Unit`,
  noVacantUnits: msg`You have no vacant unit to let. Add a unit to one of your properties first.`,
  dueDay: msg`Rent due day (1–28)`,
  startDate: msg`Start date`,
  approveTitle: (name: string) => msg`Approve ${name}`,
  declineTitle: (name: string) => msg`Decline ${name}`,
  meetTitle: (name: string) => msg`Ask ${name} to meet`,
  reason: msg`Reason`,
  meetMessage: msg`When and where to meet`,
  confirm: msg`Confirm`,
  yourNote: (text: string) => msg`Landlord: ${text}`,
  done: {
    approved: msg`Approved: the tenancy has started`,
    declined: msg`Application declined`,
    meeting: msg`Meeting request sent`,
  },
} as const;
