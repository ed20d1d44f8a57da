import { Hono } from 'hono';
import { Readable } from 'node:stream';
import {
  providerProfileInput,
  servicePhotoMaxBytes,
  uploadedServicePhotoKeyPattern,
  serviceRequestInput,
  serviceReviewInput,
  servicePhotoQuery,
  serviceSearchQuery,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { photoFormatFor } from '../../lib/photo-variant';
import { privateAnswers } from '../../middleware/private-answers';
import { acceptServiceRequest } from './accept-service-request';
import { cancelServiceRequest } from './cancel-service-request';
import { completeServiceRequest } from './complete-service-request';
import { declineServiceRequest } from './decline-service-request';
import { getMyProviderProfile } from './get-my-provider-profile';
import { getMyRatings } from './get-my-ratings';
import { getServiceProvider } from './get-service-provider';
import { getUploadedProviderPhoto } from './get-uploaded-provider-photo';
import { listIncomingServiceRequests } from './list-incoming-service-requests';
import { listMyServiceRequests } from './list-my-service-requests';
import { renderServicePhoto } from './render-service-photo';
import { requestService } from './request-service';
import { reviewServiceRequest } from './review-service-request';
import { saveMyProviderProfile } from './save-my-provider-profile';
import { searchServiceProviders } from './search-service-providers';
import { uploadProviderPhoto } from './upload-provider-photo';

const photoUploadMessages = {
  notMultipart: serviceTexts.validation.photoNotMultipart,
  oneFileOnly: serviceTexts.validation.photoOneOnly,
  tooLarge: () => serviceTexts.validation.photoTooLarge(Math.round(servicePhotoMaxBytes / 1024)),
};

/**
 * `/api/services`: the provider directory, the provider's own profile, service requests and reviews. A
 * malformed id in a path is just another unknown one (404), as for listings.
 */
export const homeServicesRoutes = new Hono<AppEnv>()
  .get('/search', validate('query', serviceSearchQuery), async (c) => {
    const started = performance.now();
    const response = await searchServiceProviders(serviceContext(c), c.req.valid('query'));
    c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
    return c.json(response);
  })
  .get('/providers/:id', async (c) =>
    c.json(await getServiceProvider(serviceContext(c), { id: c.req.param('id') })),
  )
  .get('/photos/:photoId', validate('query', servicePhotoQuery), async (c) => {
    const photoId = c.req.param('photoId');
    if (uploadedServicePhotoKeyPattern.test(photoId)) {
      // A public profile photo under a name that is never reused: cached like any hashed asset.
      const photo = await getUploadedProviderPhoto(serviceContext(c), {
        photoKey: photoId,
        width: c.req.query('w') === undefined ? undefined : c.req.valid('query').w,
        format: photoFormatFor(c.req.header('accept')),
      });
      const headers = {
        'Content-Type': photo.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept',
      };
      return photo.kind === 'stream'
        ? new Response(Readable.toWeb(photo.body) as ReadableStream, {
            headers: { ...headers, 'Content-Length': String(photo.size) },
          })
        : c.body(new Uint8Array(photo.body), 200, headers);
    }
    const svg = renderServicePhoto(photoId, c.req.valid('query').w);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  })
  .get('/my-profile', privateAnswers, async (c) => c.json(await getMyProviderProfile(serviceContext(c))))
  .put('/my-profile', privateAnswers, validate('json', providerProfileInput), async (c) =>
    c.json(await saveMyProviderProfile(serviceContext(c), c.req.valid('json'))),
  )
  .post('/my-profile/photo', privateAnswers, async (c) => {
    const readForm = () =>
      readUploadForm(c, { maxBytes: servicePhotoMaxBytes, fields: [], messages: photoUploadMessages });
    return c.json(await uploadProviderPhoto(serviceContext(c), { readForm }));
  })
  .get('/my-ratings', privateAnswers, async (c) => c.json(await getMyRatings(serviceContext(c))))
  .post('/requests', privateAnswers, validate('json', serviceRequestInput), async (c) =>
    c.json(await requestService(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/requests/mine', privateAnswers, async (c) => c.json(await listMyServiceRequests(serviceContext(c))))
  .get('/requests/incoming', privateAnswers, async (c) =>
    c.json(await listIncomingServiceRequests(serviceContext(c))),
  )
  .post('/requests/:id/accept', privateAnswers, async (c) =>
    c.json(await acceptServiceRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .post('/requests/:id/decline', privateAnswers, async (c) =>
    c.json(await declineServiceRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .post('/requests/:id/complete', privateAnswers, async (c) =>
    c.json(await completeServiceRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .post('/requests/:id/cancel', privateAnswers, async (c) =>
    c.json(await cancelServiceRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .post('/requests/:id/review', privateAnswers, validate('json', serviceReviewInput), async (c) =>
    c.json(
      await reviewServiceRequest(serviceContext(c), { id: c.req.param('id'), ...c.req.valid('json') }),
      201,
    ),
  );
