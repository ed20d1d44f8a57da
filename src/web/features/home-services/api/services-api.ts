import type {
  IncomingServiceRequest,
  IncomingServiceRequestList,
  MyProviderProfile,
  ProviderDetail,
  ProviderProfileInput,
  ProviderRatings,
  ServiceCategoryFilter,
  ServiceRequest,
  ServiceRequestInput,
  ServiceRequestList,
  ServiceReview,
  ServiceReviewInput,
  ServiceSearchResponse,
} from '@common/services/service-contracts';
import type { TenantPropertyLink } from '@common/tenancy/tenancy';
import { api, readJson } from '@web/lib/api-client';

/**
 * The home-services calls of the web app, typed twice over: by the server's routes (the `api` client) and by
 * the shared contract (the annotated return types), so a drift between the two fails the type check. Only
 * types come from the contract file: its zod schemas stay out of the search page's JavaScript.
 */

/** Results per page: twelve, then 'Show more'. */
export const servicesPageSize = 12;

export const servicesKeys = {
  all: ['services'] as const,
  search: (q: string, category: ServiceCategoryFilter) => ['services', 'search', q, category] as const,
  searches: ['services', 'search'] as const,
  provider: (id: string) => ['services', 'provider', id] as const,
  providers: ['services', 'provider'] as const,
  myProfile: ['services', 'my-profile'] as const,
  myRatings: ['services', 'my-ratings'] as const,
  mine: ['services', 'requests', 'mine'] as const,
  incoming: ['services', 'requests', 'incoming'] as const,
  linkedProperties: ['services', 'linked-properties'] as const,
};

export function searchServices(
  { q, category, page }: { q: string; category: ServiceCategoryFilter; page: number },
  signal?: AbortSignal,
): Promise<ServiceSearchResponse> {
  return readJson(
    api.services.search.$get(
      { query: { q, category, page: String(page), pageSize: String(servicesPageSize) } },
      { init: { signal } },
    ),
  );
}

export function getProvider(id: string, signal?: AbortSignal): Promise<ProviderDetail> {
  return readJson(api.services.providers[':id'].$get({ param: { id } }, { init: { signal } }));
}

export function getMyProfile(): Promise<MyProviderProfile> {
  return readJson(api.services['my-profile'].$get());
}

export function saveMyProfile(input: ProviderProfileInput): Promise<MyProviderProfile> {
  return readJson(api.services['my-profile'].$put({ json: input }));
}

/** A photo already scaled and cropped in the browser (prepare-provider-photo.ts), as multipart. */
export function uploadMyPhoto(photo: Blob): Promise<MyProviderProfile> {
  const form = new FormData();
  form.set('file', photo, 'photo.jpg');
  // Multipart is outside the typed client's JSON calls; the answer's type is the shared contract's.
  return readJson<MyProviderProfile>(
    fetch('/api/services/my-profile/photo', { method: 'POST', body: form, credentials: 'same-origin' }),
  );
}

export function getMyRatings(): Promise<ProviderRatings> {
  return readJson(api.services['my-ratings'].$get());
}

export function requestService(input: ServiceRequestInput): Promise<ServiceRequest> {
  // The route's input type lists `address` even when absent (its schema transforms an optional value).
  return readJson(api.services.requests.$post({ json: { ...input, address: input.address } }));
}

export function getMyRequests(): Promise<ServiceRequestList> {
  return readJson(api.services.requests.mine.$get());
}

export function getIncomingRequests(): Promise<IncomingServiceRequestList> {
  return readJson(api.services.requests.incoming.$get());
}

export type ProviderAction = 'accept' | 'decline' | 'complete';

export function actOnRequest(id: string, action: ProviderAction): Promise<IncomingServiceRequest> {
  return readJson(api.services.requests[':id'][action].$post({ param: { id } }));
}

export function cancelRequest(id: string): Promise<ServiceRequest> {
  return readJson(api.services.requests[':id'].cancel.$post({ param: { id } }));
}

export function reviewRequest(id: string, input: ServiceReviewInput): Promise<ServiceReview> {
  return readJson(api.services.requests[':id'].review.$post({ param: { id }, json: input }));
}

/** The customer's linked properties, for 'address or linked property' (the tenancy API, read only). */
export async function getLinkedProperties(): Promise<TenantPropertyLink[]> {
  const response = fetch('/api/tenant-properties', { credentials: 'same-origin' }) as Promise<
    Response & { json(): Promise<{ links: TenantPropertyLink[] }> }
  >;
  return (await readJson(response)).links;
}
