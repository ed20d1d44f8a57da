// lint-as: src/web/features/tenancy/lint-fixture.ts
// expect: Import another feature only through its public face
import { MyServiceRequests } from '../home-services/components/my-service-requests';

export const card = MyServiceRequests;
