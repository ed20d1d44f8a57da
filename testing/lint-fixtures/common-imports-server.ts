// lint-as: src/common/lint-fixture.ts
// expect: src/common imports nothing of ours
import { AppError } from '@server/lib/app-error';

export const error = AppError;
