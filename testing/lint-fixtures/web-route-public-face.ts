// lint-as: src/web/app/routes/lint-fixture.tsx
// expect: nothing
import { MyServiceRequests } from '@web/features/home-services';
import { paths } from '@web/config/paths';

export const used = [MyServiceRequests, paths];
