import type { ServiceReviewInput } from '@common/services/service-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, unexpectedErrorMessage } from '@web/lib/api-client';
import {
  actOnRequest,
  cancelRequest,
  getIncomingRequests,
  getMyProfile,
  getMyRatings,
  getMyRequests,
  reviewRequest,
  saveMyProfile,
  servicesKeys,
  uploadMyPhoto,
  type ProviderAction,
} from '../api/services-api';
import { homeServicesTexts } from '../home-services-texts';

const toastError = (error: Error) => {
  toast.error(error instanceof ApiError ? error.message : unexpectedErrorMessage);
};

/** The customer's own requests, newest first (`GET /api/services/requests/mine`). */
export function useMyServiceRequests() {
  return useQuery({ queryKey: servicesKeys.mine, queryFn: getMyRequests, select: (data) => data.requests });
}

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => {
      toast.success(homeServicesTexts.myRequests.cancelled);
    },
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.mine }),
  });
}

/** Posts a review; the provider's rating and count change, so their card and page are fetched again. */
export function useReviewServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceReviewInput }) => reviewRequest(id, input),
    onSuccess: () => {
      toast.success(homeServicesTexts.review.posted);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.searches });
      void queryClient.invalidateQueries({ queryKey: servicesKeys.providers });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.mine }),
  });
}

/** Requests addressed to the signed-in provider, soonest first. */
export function useIncomingServiceRequests() {
  return useQuery({
    queryKey: servicesKeys.incoming,
    queryFn: getIncomingRequests,
    select: (data) => data.requests,
  });
}

const actionToast: Record<ProviderAction, string> = {
  accept: homeServicesTexts.provider.accepted,
  decline: homeServicesTexts.provider.declined,
  complete: homeServicesTexts.provider.completed,
};

export function useServiceRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ProviderAction }) => actOnRequest(id, action),
    onSuccess: (_request, { action }) => {
      toast.success(actionToast[action]);
    },
    onError: toastError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.incoming }),
  });
}

export function useMyProviderProfile() {
  return useQuery({ queryKey: servicesKeys.myProfile, queryFn: getMyProfile });
}

export function useSaveProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(servicesKeys.myProfile, saved);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.searches });
      void queryClient.invalidateQueries({ queryKey: servicesKeys.providers });
      toast.success(homeServicesTexts.profileForm.saved);
    },
  });
}

export function useUploadProviderPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMyPhoto,
    onSuccess: (saved) => {
      queryClient.setQueryData(servicesKeys.myProfile, saved);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.searches });
      void queryClient.invalidateQueries({ queryKey: servicesKeys.providers });
      toast.success(homeServicesTexts.profileForm.photoUploaded);
    },
    onError: toastError,
  });
}

export function useMyRatings() {
  return useQuery({ queryKey: servicesKeys.myRatings, queryFn: getMyRatings });
}
