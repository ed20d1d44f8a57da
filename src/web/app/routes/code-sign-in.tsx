import { CodeSignInPage } from '@web/features/identity';

export default function Route() {
  return <CodeSignInPage />;
}
