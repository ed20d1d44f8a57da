import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantRoleData, UserDetail, UserSearchPage } from '@common/user-admin/user-admin-contracts';
import { api, readJson } from '@web/lib/api-client';

export const userAdminKeys = {
  all: ['user-admin'] as const,
  search: (q: string, page: number) => ['user-admin', 'search', q, page] as const,
  detail: (id: string) => ['user-admin', 'detail', id] as const,
};

/** A page of accounts matching the search box (superadmin). */
export const userSearchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: userAdminKeys.search(q, page),
    queryFn: ({ signal }): Promise<UserSearchPage> =>
      readJson(api['user-admin'].users.$get({ query: { q, page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

/** One account: roles, KYC, listings, tenancies, suspension and its history. */
export const userDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userAdminKeys.detail(id),
    queryFn: ({ signal }): Promise<UserDetail> =>
      readJson(api['user-admin'].users[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export type UserAction =
  | { id: string; action: 'suspend' | 'restore'; reason: string }
  | ({ id: string; action: 'grant' } & GrantRoleData);

/** Suspends, restores or grants a role; the account and the search are read again after. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserAction): Promise<UserDetail> => {
      const route = api['user-admin'].users[':id'];
      const param = { id: input.id };
      if (input.action === 'grant') {
        return readJson(
          route.roles.$post({ param, json: { role: input.role, propertyCode: input.propertyCode } }),
        );
      }
      const json = { reason: input.reason };
      return readJson(
        input.action === 'suspend'
          ? route.suspend.$post({ param, json })
          : route.restore.$post({ param, json }),
      );
    },
    onSuccess: (detail) => queryClient.setQueryData(userAdminKeys.detail(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
