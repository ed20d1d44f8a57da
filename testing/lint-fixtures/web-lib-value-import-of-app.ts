// lint-as: src/web/lib/lint-fixture.ts
// expect: The web app talks to the server through the API client only
import { createApp } from '@server/app';

export const app = createApp;
