import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon } from 'lucide-react';
import { EmptyState } from '@web/components/empty-state';
import { propertyPortfolioQueryOptions } from '../api/tenancy-queries';
import { tenancyTexts } from '../tenancy-texts';

const t = tenancyTexts.portfolio;

/** For the caretaker with no property to look after yet: how one comes to them. Nothing otherwise. */
export function NoManagedPropertiesNotice() {
  const { i18n } = useLingui();
  const properties = useQuery(propertyPortfolioQueryOptions('caretaker')).data?.properties;
  return properties === 0 ? (
    <EmptyState icon={Building2Icon} title={i18n._(t.noManaged)} hint={i18n._(t.noManagedHint)} />
  ) : null;
}
