import { Hono } from 'hono';
import {
  listingReportInput,
  moderationNoteInput,
  moderationParams,
  moderationReasonInput,
} from '@common/listings/listing-report-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { listModerationQueue } from './list-moderation-queue';
import { moderateReportedListing } from './moderate-reported-listing';
import { reportListing } from './report-listing';

/** `/api/listing-reports`: 'Report this listing'. */
export const listingReportRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', listingReportInput),
  async (c) => c.json(await reportListing(serviceContext(c), c.req.valid('json')), 201),
);

/** `/api/listing-moderation`: the superadmin's queue of reported listings and the decisions on them. */
export const listingModerationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listModerationQueue(serviceContext(c))))
  .post(
    '/:listingId/dismiss',
    validate('param', moderationParams),
    validate('json', moderationNoteInput),
    async (c) =>
      c.json(
        await moderateReportedListing(serviceContext(c), {
          ...c.req.valid('param'),
          action: 'dismiss',
          ...c.req.valid('json'),
        }),
      ),
  )
  .post(
    '/:listingId/remove',
    validate('param', moderationParams),
    validate('json', moderationReasonInput),
    async (c) =>
      c.json(
        await moderateReportedListing(serviceContext(c), {
          ...c.req.valid('param'),
          action: 'remove',
          ...c.req.valid('json'),
        }),
      ),
  )
  .post(
    '/:listingId/remove-for-fraud',
    validate('param', moderationParams),
    validate('json', moderationReasonInput),
    async (c) =>
      c.json(
        await moderateReportedListing(serviceContext(c), {
          ...c.req.valid('param'),
          action: 'remove_for_fraud',
          ...c.req.valid('json'),
        }),
      ),
  );
