import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  favouriteParams,
  listingPhotoQuery,
  mergeFavouritesInput,
  searchQuery,
  viewingDeclineInput,
  viewingRequestInput,
  viewingTimeInput,
} from '@common/listings/listing-contracts';
import { uploadedListingPhotoIdPattern } from '@common/listings/listing-pipeline-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { photoFormatFor } from '../../lib/photo-variant';
import { privateAnswers } from '../../middleware/private-answers';
import { addFavourite } from './add-favourite';
import { getHostingSummary } from './get-hosting-summary';
import { getListing } from './get-listing';
import { getUploadedListingPhoto } from './get-uploaded-listing-photo';
import { listFavouriteListings } from './list-favourite-listings';
import { listFavourites } from './list-favourites';
import { listHostedViewings } from './list-hosted-viewings';
import { listMyViewings } from './list-my-viewings';
import { mergeFavourites } from './merge-favourites';
import { moveViewingRequest } from './move-viewing-request';
import { removeFavourite } from './remove-favourite';
import { renderListingPhoto } from './render-listing-photo';
import { requestViewing } from './request-viewing';
import { searchListings } from './search-listings';

/** `/api/search`: the ranked page; Server-Timing carries the time the search took on the server. */
export const searchRoutes = new Hono<AppEnv>().get('/', validate('query', searchQuery), async (c) => {
  const started = performance.now();
  const response = await searchListings(serviceContext(c), c.req.valid('query'));
  c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
  return c.json(response);
});

/** `/api/listings/:id`: one live listing for its page; a malformed id is just another unknown one (404). */
export const listingRoutes = new Hono<AppEnv>().get('/:id', async (c) =>
  c.json(await getListing(serviceContext(c), { id: c.req.param('id') })),
);

/** `/api/favourites`: the signed-in user's saved homes. */
export const favouriteRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/', async (c) => c.json(await listFavourites(serviceContext(c))))
  .get('/listings', async (c) => c.json(await listFavouriteListings(serviceContext(c))))
  .post('/merge', validate('json', mergeFavouritesInput), async (c) =>
    c.json(await mergeFavourites(serviceContext(c), c.req.valid('json'))),
  )
  .put('/:listingId', validate('param', favouriteParams), async (c) =>
    c.json(await addFavourite(serviceContext(c), c.req.valid('param'))),
  )
  .delete('/:listingId', validate('param', favouriteParams), async (c) =>
    c.json(await removeFavourite(serviceContext(c), c.req.valid('param'))),
  );

/** `/api/viewings`: viewing requests, as requester and as host. */
export const viewingRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/', async (c) => c.json(await listMyViewings(serviceContext(c))))
  .get('/hosted', async (c) => c.json(await listHostedViewings(serviceContext(c))))
  .post('/', validate('json', viewingRequestInput), async (c) =>
    c.json(await requestViewing(serviceContext(c), c.req.valid('json')), 201),
  )
  .post('/:id/confirm', validate('json', viewingTimeInput), async (c) =>
    c.json(
      await moveViewingRequest(serviceContext(c), {
        id: c.req.param('id'),
        action: 'confirm',
        ...c.req.valid('json'),
      }),
    ),
  )
  .post('/:id/propose', validate('json', viewingTimeInput), async (c) =>
    c.json(
      await moveViewingRequest(serviceContext(c), {
        id: c.req.param('id'),
        action: 'propose',
        ...c.req.valid('json'),
      }),
    ),
  )
  .post('/:id/decline', validate('json', viewingDeclineInput), async (c) =>
    c.json(
      await moveViewingRequest(serviceContext(c), {
        id: c.req.param('id'),
        action: 'decline',
        ...c.req.valid('json'),
      }),
    ),
  )
  .post('/:id/accept', async (c) =>
    c.json(await moveViewingRequest(serviceContext(c), { id: c.req.param('id'), action: 'accept' })),
  )
  .post('/:id/cancel', async (c) =>
    c.json(await moveViewingRequest(serviceContext(c), { id: c.req.param('id'), action: 'cancel' })),
  );

/** `/api/listing-photos/:photoId?w=`: the id fixes the picture, so it is cached for a year. */
export const listingPhotoRoutes = new Hono<AppEnv>().get(
  '/:photoId',
  validate('query', listingPhotoQuery),
  async (c) => {
    const photoId = c.req.param('photoId');
    if (uploadedListingPhotoIdPattern.test(photoId)) {
      // A lister's photo under a name that is never reused: cached like any hashed asset.
      const photo = await getUploadedListingPhoto(serviceContext(c), {
        photoId,
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
    const svg = renderListingPhoto(photoId, c.req.valid('query').w);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  },
);

/** `/api/hosting`: what a host's dashboard counts of their own listings. */
export const hostingRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/summary', async (c) => c.json(await getHostingSummary(serviceContext(c))));
