import { msg } from '@lingui/core/macro';
/** Every user-facing text of the partners page, in one module so Kiswahili can be added. */
export const partnersTexts = {
  title: msg`Partners`,
  heading: msg`Our Partners`,
  servicesOf: (name: string) => msg`${name} services`,
  intro: msg`ABODE works with trusted Kenyan companies so that finding, financing, insuring and looking after a home happens in one place.`,
  categories: {
    financial: msg`Financial`,
    insurance: msg`Insurance`,
    homeServices: msg`Home Services`,
    estateAgents: msg`Estate Agents`,
    technology: msg`Technology`,
  },
  becomePartner: {
    heading: msg`Become a Partner`,
    body: msg`Are you a bank, insurer, agency or service provider? Let us bring your services to ABODE users.`,
    action: msg`Partner with ABODE`,
    message: msg`Hello ABODE team, my company would like to become an ABODE partner. Please get in touch.`,
  },
} as const;
