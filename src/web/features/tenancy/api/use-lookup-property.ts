import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

/** Finds a property by the ID its landlord or caretaker gave the tenant. */
export function useLookupProperty() {
  return useMutation({
    mutationFn: (id: string) => readJson(api.properties.lookup.$get({ query: { id } })),
  });
}
