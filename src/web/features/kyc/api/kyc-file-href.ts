import type { KycDocument } from '@common/kyc/kyc-documents';
import { api, apiHref } from '@web/lib/api-client';

/** Where an owner or reviewer sees a stored document in the browser (never cached, audited server-side). */
export const kycFileHref = (document: Pick<KycDocument, 'id'>) =>
  apiHref(
    api.kyc.documents[':id'].file.$path({ param: { id: document.id }, query: { disposition: 'inline' } }),
  );
