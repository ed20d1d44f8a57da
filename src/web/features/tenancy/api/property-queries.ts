import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput, UnitInput } from '@common/tenancy/rent-terms';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { api, readJson } from '@web/lib/api-client';
import { tenancyKeys } from './tenancy-queries';

/** The properties the user owns (or looks after), with units and who lives in each. */
export const managedPropertiesQueryOptions = (as: PortfolioRole) =>
  queryOptions({
    queryKey: tenancyKeys.managed(as),
    queryFn: async () => (await readJson(api.properties.mine.$get({ query: { as } }))).properties,
  });

/** The signed-in tenant's tenancies, active ones first. */
export const myTenanciesQueryOptions = () =>
  queryOptions({
    queryKey: tenancyKeys.myTenancies,
    queryFn: async () => (await readJson(api.tenancies.$get())).tenancies,
  });

/** Every change to a property, unit or tenancy refreshes every view of them (all under `tenancy`). */
function useTenancyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.all }),
  });
}

export const useCreateProperty = () =>
  useTenancyMutation((json: PropertyInput) => readJson(api.properties.$post({ json })));

export const useUpdateProperty = () =>
  useTenancyMutation(({ id, json }: { id: string; json: PropertyInput }) =>
    readJson(api.properties[':id'].$patch({ param: { id }, json })),
  );

export const useNameCaretaker = () =>
  useTenancyMutation(({ id, contact }: { id: string; contact: string | null }) =>
    readJson(api.properties[':id'].caretaker.$put({ param: { id }, json: { contact } })),
  );

export const useSaveUnit = () =>
  useTenancyMutation(
    ({ propertyId, unitId, json }: { propertyId: string; unitId?: string; json: UnitInput }) =>
      unitId
        ? readJson(api.properties[':id'].units[':unitId'].$patch({ param: { id: propertyId, unitId }, json }))
        : readJson(api.properties[':id'].units.$post({ param: { id: propertyId }, json })),
  );

export const useEndTenancy = () =>
  useTenancyMutation(({ id, moveOutDate }: { id: string; moveOutDate: string }) =>
    readJson(api.tenancies[':id'].end.$post({ param: { id }, json: { moveOutDate } })),
  );
