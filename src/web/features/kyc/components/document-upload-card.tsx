import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { CameraIcon, FileTextIcon, FolderOpenIcon, Trash2Icon, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { acceptedKycContentTypes, type KycCategory, type KycDocument } from '@common/kyc/kyc-documents';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { kycFileHref } from '../api/kyc-file-href';
import { uploadKycDocument, type UploadHandle } from '../api/upload-kyc-document';
import { useDeleteKycDocument } from '../api/use-delete-kyc-document';
import { kycTexts } from '../kyc-texts';
import { KycStatusBadge } from './kyc-status-badge';
import { UploadProgress } from './upload-progress';

/** Which camera 'Take photo' opens on a phone: the front one for the selfie, the back one for papers. */
const cameraFor: Record<KycCategory, 'user' | 'environment'> = {
  id_front: 'environment',
  id_back: 'environment',
  selfie: 'user',
  registration_cert: 'environment',
  kra_cert: 'environment',
};

const acceptAnyDocument = [...acceptedKycContentTypes, 'image/jpg'].join(',');
const acceptPhoto = ['image/jpeg', 'image/png', 'image/jpg'].join(',');

interface LocalPreview {
  kind: 'image' | 'pdf';
  url?: string;
  name: string;
}

/** Client-side checks that save a round trip; the server checks the bytes again whatever the browser says. */
function precheck(file: File, maxBytes: number): MessageDescriptor | null {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(acceptedKycContentTypes as readonly string[]).includes(type)) return kycTexts.wrongType;
  if (file.size === 0) return kycTexts.emptyFile;
  if (file.size > maxBytes) return kycTexts.tooLarge(Math.round((maxBytes / 1024 / 1024) * 10) / 10);
  return null;
}

/**
 * One way to pick the file: a visually hidden file input that keeps the focus and the accessible name, and
 * its label drawn as the button (a label opens its input on every browser, phones included).
 */
function FilePicker({
  text,
  accessibleName,
  icon: Icon,
  accept,
  capture,
  disabled,
  variant,
  onFile,
}: {
  text: string;
  accessibleName: string;
  icon: LucideIcon;
  accept: string;
  capture?: 'user' | 'environment';
  disabled: boolean;
  variant: 'default' | 'outline';
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-1">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        capture={capture}
        aria-label={accessibleName}
        disabled={disabled}
        onChange={onFile}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant }),
          'flex-1 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        <Icon aria-hidden="true" />
        {text}
      </label>
    </div>
  );
}

/**
 * One document slot: its status after reload, a preview of what was sent, and an upload with the request's
 * real progress. On a phone, 'Take photo' opens the camera; 'Choose file' opens the gallery and files, so a
 * photo taken earlier or a PDF works too. The camera is offered, never forced.
 */
export function DocumentUploadCard({
  category,
  document,
  required,
  maxUploadBytes,
  onUploaded,
}: {
  category: KycCategory;
  document: KycDocument | undefined;
  required: boolean;
  maxUploadBytes: number;
  onUploaded: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const label = i18n._(kycTexts.categories[category].label);
  const hint = i18n._(kycTexts.categories[category].hint);
  const titleId = useId();
  const upload = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<LocalPreview | null>(null);
  const remove = useDeleteKycDocument();

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    return () => {
      if (preview?.url) URL.revokeObjectURL(preview.url);
    };
  }, [preview]);
  useEffect(() => {
    return () => {
      upload.current?.abort();
    };
  }, []);

  const busy = progress !== null;
  const canUpload = document?.status !== 'approved';
  const maxMb = Math.round((maxUploadBytes / 1024 / 1024) * 10) / 10;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = precheck(file, maxUploadBytes);
    if (problem) {
      toast.error(i18n._(kycTexts.uploadFailedTitle), { description: i18n._(problem) });
      return;
    }
    setProgress(0);
    const handle = uploadKycDocument(category, file, setProgress);
    upload.current = handle;
    try {
      await handle.promise;
      setPreview({
        kind: file.type === 'application/pdf' ? 'pdf' : 'image',
        url: file.type === 'application/pdf' ? undefined : URL.createObjectURL(file),
        name: file.name,
      });
      toast.success(i18n._(kycTexts.uploadedTitle), { description: i18n._(kycTexts.uploadedBody(label)) });
      onUploaded();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ABORTED') return;
      toast.error(i18n._(kycTexts.uploadFailedTitle), {
        description: error instanceof ApiError ? errorText(error) : i18n._(kycTexts.uploadFailedFallback),
      });
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const onRemove = () => {
    if (!document) return;
    remove.mutate(document.id, {
      onSuccess: () => {
        setPreview(null);
        toast.success(i18n._(kycTexts.removed));
      },
      onError: (error) =>
        toast.error(i18n._(kycTexts.uploadFailedTitle), {
          description: error instanceof ApiError ? errorText(error) : i18n._(kycTexts.uploadFailedFallback),
        }),
    });
  };

  // What was sent: this session's file, or the stored one after a reload (shown inline to its owner).
  const shown: LocalPreview | null =
    preview ??
    (document
      ? {
          kind: document.contentType === 'application/pdf' ? 'pdf' : 'image',
          url: document.contentType === 'application/pdf' ? undefined : kycFileHref(document),
          name: document.fileLabel,
        }
      : null);

  const replacing = Boolean(document);
  const pickerName = (action: string) => kycTexts.pickerLabel(action, label);
  const photoText = i18n._(replacing ? kycTexts.takeNewPhoto : kycTexts.takePhoto);
  const fileText = i18n._(replacing ? kycTexts.chooseNewFile : kycTexts.chooseFile);

  return (
    <Card data-category={category} aria-labelledby={titleId} role="group">
      <CardHeader className="gap-2 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} className="text-lg">
            {label}
          </CardTitle>
          {document ? (
            <KycStatusBadge status={document.status} />
          ) : (
            <Badge variant="outline">{i18n._(required ? kycTexts.required : kycTexts.optional)}</Badge>
          )}
        </div>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        {document?.status === 'rejected' && document.rejectionReason ? (
          <p className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
            {i18n._(kycTexts.rejectionReason(document.rejectionReason))}
          </p>
        ) : null}
        {shown ? (
          shown.kind === 'image' && shown.url ? (
            <img
              src={shown.url}
              alt={i18n._(kycTexts.previewAlt(label))}
              className="aspect-[16/10] w-full rounded-md border bg-muted object-contain"
            />
          ) : (
            <div className="flex items-center gap-2 rounded-md border bg-muted/50 p-3 text-sm">
              <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 truncate" title={shown.name}>
                {shown.name}
              </span>
              {document ? (
                <a
                  className="ml-auto text-primary underline-offset-4 hover:underline"
                  href={kycFileHref(document)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {i18n._(kycTexts.view)}
                </a>
              ) : null}
            </div>
          )
        ) : (
          <p className="text-sm text-muted-foreground">{i18n._(kycTexts.notUploaded)}</p>
        )}
        {busy ? <UploadProgress value={progress} label={i18n._(kycTexts.uploading(label))} /> : null}
        <p className="text-xs text-muted-foreground">{i18n._(kycTexts.acceptedTypes(maxMb))}</p>
        {canUpload ? (
          <div className="flex flex-wrap gap-2">
            <FilePicker
              text={photoText}
              accessibleName={pickerName(photoText)}
              icon={CameraIcon}
              accept={acceptPhoto}
              capture={cameraFor[category]}
              disabled={busy}
              variant="default"
              onFile={(event) => void onFile(event)}
            />
            <FilePicker
              text={fileText}
              accessibleName={pickerName(fileText)}
              icon={FolderOpenIcon}
              accept={acceptAnyDocument}
              disabled={busy}
              variant="outline"
              onFile={(event) => void onFile(event)}
            />
            {document ? (
              <Button
                type="button"
                variant="outline"
                className="flex-1"
                disabled={busy || remove.isPending}
                onClick={onRemove}
              >
                <Trash2Icon aria-hidden="true" />
                {i18n._(remove.isPending ? kycTexts.removing : kycTexts.remove)}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
