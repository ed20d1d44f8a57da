// lint-as: src/server/lib/lint-fixture.ts
// expect: The server does not import the web app
import { paths } from '@web/config/paths';

export const home = paths.home;
