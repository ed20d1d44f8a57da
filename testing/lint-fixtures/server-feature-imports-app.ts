// lint-as: src/server/features/tenancy/lint-fixture.ts
// expect: Only the composition roots (app, start, demo data, tests) import the app
import { createApp } from '../../app';

export const app = createApp;
