import { GoogleReturnPage } from '@web/features/identity';

export default function Route() {
  return <GoogleReturnPage />;
}
