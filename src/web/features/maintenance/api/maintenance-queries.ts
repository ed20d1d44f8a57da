import { useErrorText } from '@web/i18n';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  MaintenanceList,
  MaintenancePhoto,
  MaintenanceReportInput,
  MaintenanceRequestDetail,
  RankedProvider,
} from '@common/maintenance/maintenance-contracts';
import type { MaintenanceWindow } from '@common/maintenance/maintenance-vocabulary';
import { api, readJson } from '@web/lib/api-client';

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: ['maintenance', 'list'] as const,
  detail: (id: string) => ['maintenance', 'detail', id] as const,
  providers: (id: string) => ['maintenance', 'providers', id] as const,
};

/** The signed-in user's requests (a tenant's own, a caretaker's or landlord's queue, a provider's jobs). */
export const maintenanceListQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceKeys.list,
    queryFn: ({ signal }): Promise<MaintenanceList> =>
      readJson(api.maintenance.requests.$get({}, { init: { signal } })),
    refetchInterval: 30_000,
  });

export const maintenanceDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: maintenanceKeys.detail(id),
    queryFn: ({ signal }): Promise<MaintenanceRequestDetail> =>
      readJson(api.maintenance.requests[':id'].$get({ param: { id } }, { init: { signal } })),
    refetchInterval: 15_000,
  });

export const jobProvidersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: maintenanceKeys.providers(id),
    queryFn: ({ signal }): Promise<{ providers: RankedProvider[] }> =>
      readJson(api.maintenance.requests[':id'].providers.$get({ param: { id } }, { init: { signal } })),
  });

/** One photo of a request, as multipart (the route reads the body itself). */
function uploadPhoto(requestId: string, file: File): Promise<MaintenancePhoto> {
  const form = new FormData();
  form.set('requestId', requestId);
  form.set('file', file, file.name || 'photo.jpg');
  return readJson(api.maintenance.photos.$post({}, { init: { body: form } }));
}

/** Reports the problem, then sends its photos one by one. */
export function useReportProblem() {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, photos }: { report: MaintenanceReportInput; photos: File[] }) => {
      const created = await readJson(api.maintenance.requests.$post({ json: report }));
      for (const photo of photos) await uploadPhoto(created.id, photo);
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    onError: (error) => toast.error(errorText(error)),
  });
}

export function useUploadPhotos(requestId: string) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photos: File[]) => {
      for (const photo of photos) await uploadPhoto(requestId, photo);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    onError: (error) => toast.error(errorText(error)),
  });
}

type Steps = (typeof api.maintenance.requests)[':id'];

/** Every step of a request, each one POST; the detail is replaced by the server's answer. */
export function useMaintenanceStep(id: string) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const param = { id };
  const run = (call: (steps: Steps) => Promise<Response & { json(): Promise<MaintenanceRequestDetail> }>) =>
    readJson(call(api.maintenance.requests[':id']));
  return useMutation({
    mutationFn: (step: Step): Promise<MaintenanceRequestDetail> => {
      switch (step.action) {
        case 'acknowledge':
          return run((s) => s.acknowledge.$post({ param }));
        case 'handle':
          return run((s) => s.handle.$post({ param }));
        case 'accept':
          return run((s) => s.accept.$post({ param }));
        case 'decline':
          return run((s) => s.decline.$post({ param }));
        case 'ask':
          return run((s) => s.ask.$post({ param, json: { message: step.message } }));
        case 'answer':
          return run((s) => s.answer.$post({ param, json: { message: step.message } }));
        case 'reopen':
          return run((s) => s.reopen.$post({ param, json: { message: step.message } }));
        case 'assign':
          return run((s) => s.assign.$post({ param, json: { providerId: step.providerId } }));
        case 'schedule':
          return run((s) => s.schedule.$post({ param, json: { date: step.date, window: step.window } }));
        case 'complete':
          return run((s) => s.complete.$post({ param, json: { note: step.note, cost: step.cost } }));
        case 'confirm':
          return run((s) => s.confirm.$post({ param, json: { rating: step.rating, comment: step.comment } }));
      }
    },
    onSuccess: (detail) => queryClient.setQueryData(maintenanceKeys.detail(id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    onError: (error) => toast.error(errorText(error)),
  });
}

export type Step =
  | { action: 'acknowledge' | 'handle' | 'accept' | 'decline' }
  | { action: 'ask' | 'answer' | 'reopen'; message: string }
  | { action: 'assign'; providerId: string }
  | { action: 'schedule'; date: string; window: MaintenanceWindow }
  | { action: 'complete'; note: string; cost: number }
  | { action: 'confirm'; rating: number; comment: string };
