// lint-as: src/web/features/tenancy/lint-fixture.ts
// expect: The web app talks to the server through the API client only
import { AppError } from '@server/lib/app-error';

export const error = AppError;
