// lint-as: src/server/lib/lint-fixture.ts
// expect: src/server lib, db, http and middleware never import a feature
import { contactRoutes } from '../features/contact';

export const routes = contactRoutes;
