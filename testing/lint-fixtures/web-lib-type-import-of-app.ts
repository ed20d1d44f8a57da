// lint-as: src/web/lib/lint-fixture.ts
// expect: nothing
import type { ApiType } from '@server/app';

export type Api = ApiType;
