import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ListingDraftInput,
  ListingEditInput,
  MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { api, readJson } from '@web/lib/api-client';

export const myListingsKeys = { all: ['my-listings'] as const };

/** The signed-in lister's own listings, newest first. */
export const myListingsQueryOptions = () =>
  queryOptions({
    queryKey: myListingsKeys.all,
    queryFn: async ({ signal }): Promise<MyListing[]> =>
      (await readJson(api['my-listings'].$get(undefined, { init: { signal } }))).listings,
  });

/** Puts the server's answer for one listing in the list at once (uploads answer one by one). */
export function useStoreListing() {
  const queryClient = useQueryClient();
  return (listing: MyListing) =>
    queryClient.setQueryData<MyListing[]>(myListingsKeys.all, (list) =>
      list
        ? list.some((mine) => mine.id === listing.id)
          ? list.map((mine) => (mine.id === listing.id ? listing : mine))
          : [listing, ...list]
        : [listing],
    );
}

function useListingMutation<Input>(mutationFn: (input: Input) => Promise<MyListing>) {
  const queryClient = useQueryClient();
  const store = useStoreListing();
  return useMutation({
    mutationFn,
    onSuccess: store,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsKeys.all }),
  });
}

export const useCreateListing = () =>
  useListingMutation((json: ListingDraftInput) => readJson(api['my-listings'].$post({ json })));

export const useEditListing = () =>
  useListingMutation(({ id, edit }: { id: string; edit: ListingEditInput }) =>
    readJson(api['my-listings'][':id'].$patch({ param: { id }, json: edit })),
  );

export const useArrangePhotos = () =>
  useListingMutation(({ id, photoIds }: { id: string; photoIds: string[] }) =>
    readJson(api['my-listings'][':id'].photos.$put({ param: { id }, json: { photoIds } })),
  );

/** The lister's steps along the transition table, and confirming a live home is still available. */
export type ListerAction = 'submit' | 'pause' | 'resume' | 'mark_let' | 'mark_sold' | 'confirm_available';

export const useMoveListing = () =>
  useListingMutation(({ id, action }: { id: string; action: ListerAction }) => {
    const route = api['my-listings'][':id'];
    const param = { id };
    switch (action) {
      case 'submit':
        return readJson(route.submit.$post({ param }));
      case 'pause':
        return readJson(route.pause.$post({ param }));
      case 'resume':
        return readJson(route.resume.$post({ param }));
      case 'mark_let':
        return readJson(route['mark-let'].$post({ param }));
      case 'mark_sold':
        return readJson(route['mark-sold'].$post({ param }));
      case 'confirm_available':
        return readJson(route['confirm-available'].$post({ param }));
    }
  });
