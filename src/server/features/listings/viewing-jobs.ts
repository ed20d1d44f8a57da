/** The job names of the listings feature and their payloads. */
export const viewingJobs = { reminder: 'listings.viewing-reminder' } as const;

export interface ViewingReminderPayload {
  viewingId: string;
  /** The confirmed time the reminder is for: a viewing moved since has its own reminder. */
  scheduledAt: string;
}
