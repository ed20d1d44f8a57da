export type { JobHandler, JobOptions, JobRun, JobRunner, JobSchedule } from './job-types';
export { enqueueJob, enqueueJobs, type EnqueueJobInput } from './enqueue-job';
export { createJobRunner, type JobRunnerDeps } from './job-runner';
