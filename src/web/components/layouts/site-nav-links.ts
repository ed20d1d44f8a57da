import { paths } from '@web/config/paths';
import { layoutTexts } from './layout-texts';

const t = layoutTexts.nav;

export const mainLinks = [
  { to: paths.home, label: t.home },
  { to: paths.listVehicle, label: t.listProperty },
  { to: paths.buy, label: t.buyProperty },
  { to: paths.homeServices, label: t.homeServices },
  { to: paths.abodeCity, label: t.abodeCity },
] as const;

export const partnershipLinks = [
  { to: paths.cooparent, label: t.cooparent },
  { to: paths.partners, label: t.partners },
  { to: paths.supportedBanks, label: t.bankingPartners },
] as const;

export const contactLink = { to: paths.contact, label: t.contact } as const;
