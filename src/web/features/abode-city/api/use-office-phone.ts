import { useQuery } from '@tanstack/react-query';
import { firm } from '../firm';
import { abodeCityContactQueryOptions } from './abode-city-queries';

/** The office line from the server's configuration (ABODE_CITY_PHONE), shown as +254 7XX XXX XXX. */
export function useOfficePhone(): string {
  const contact = useQuery(abodeCityContactQueryOptions());
  return contact.data?.display ?? firm.phone;
}
