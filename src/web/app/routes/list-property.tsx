import { ListPropertyPage } from '@web/features/list-property';

export default function ListPropertyRoute() {
  return <ListPropertyPage />;
}
