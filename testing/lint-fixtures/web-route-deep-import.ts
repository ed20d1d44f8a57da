// lint-as: src/web/app/routes/lint-fixture.tsx
// expect: Import another feature only through its public face
import { MyServiceRequests } from '@web/features/home-services/components/my-service-requests';

export const card = MyServiceRequests;
