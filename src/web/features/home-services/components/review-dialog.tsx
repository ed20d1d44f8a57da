import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { serviceReviewInput, type ServiceRequest } from '@common/services/service-contracts';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';
import { useReviewServiceRequest } from '../api/use-review-service-request';

const t = homeServicesTexts.review;

/** The contract's rules; the chosen star arrives from its radio button as text. */
const reviewForm = serviceReviewInput.extend({
  rating: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
    serviceReviewInput.shape.rating,
  ),
});
type ReviewInput = z.input<typeof reviewForm>;
type ReviewData = z.output<typeof reviewForm>;

/** 'Leave a review': 1 to 5 stars and a comment, once per completed request (the contract's rules). */
export default function ReviewDialog({
  request,
  open,
  onOpenChange,
  returnFocus,
}: {
  request: Pick<ServiceRequest, 'id' | 'provider'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewForm),
    defaultValues: { comment: '' },
  });
  const { errors } = form.formState;
  const rating = useWatch({ control: form.control, name: 'rating' });
  const review = useReviewServiceRequest();

  const onSubmit = form.handleSubmit((input) => {
    review.mutate(
      { id: request.id, input },
      {
        onSuccess: () => {
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.rating) form.setError('rating', { type: 'server', message: fields.rating });
          if (fields.comment) form.setError('comment', { type: 'server', message: fields.comment });
          if (!fields.rating && !fields.comment) {
            form.setError('root', { type: 'server', message: errorText(error) });
          }
        },
      },
    );
  });

  const commentId = `${id}-comment`;
  const ratingError = errors.rating?.message;
  const footerTexts = {
    cancel: i18n._(t.cancel),
    submit: i18n._(t.submit),
    submitting: i18n._(t.submitting),
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(t.close)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description(request.provider.name))}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={review.isPending}>
          <fieldset
            className="grid gap-2"
            aria-invalid={ratingError ? true : undefined}
            aria-describedby={ratingError ? `${id}-rating-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{i18n._(t.rating)}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => {
                const lit = Number(rating) >= value;
                return (
                  <label
                    key={value}
                    className="relative flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      type="radio"
                      value={value}
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md"
                      aria-label={i18n._(t.stars(value))}
                      {...form.register('rating')}
                    />
                    <StarIcon
                      className={cn(
                        'size-8',
                        lit ? 'fill-amber-500 text-amber-500' : 'text-muted-foreground/50',
                      )}
                      aria-hidden="true"
                    />
                  </label>
                );
              })}
            </div>
            {ratingError ? (
              <p id={`${id}-rating-error`} role="alert" className="text-sm text-destructive">
                {errorText.text(ratingError)}
              </p>
            ) : null}
          </fieldset>
          <FormField id={commentId} label={i18n._(t.comment)} error={errors.comment?.message}>
            <Textarea
              rows={3}
              maxLength={1000}
              placeholder={i18n._(t.commentPlaceholder)}
              aria-required="true"
              {...fieldAria(commentId, errors.comment?.message)}
              {...form.register('comment')}
            />
          </FormField>
          <DialogFormFooter
            error={errors.root?.message}
            pending={review.isPending}
            texts={footerTexts}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
