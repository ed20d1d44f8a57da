// lint-as: src/web/lib/lint-fixture.ts
// expect: Shared components, lib and config never import a feature or the app
import { MyServiceRequests } from '@web/features/home-services';

export const card = MyServiceRequests;
