// lint-as: src/server/features/tenancy/lint-fixture.ts
// expect: Import another feature only through its public face
import { listContactMessages } from '../contact/list-contact-messages';

export const list = listContactMessages;
