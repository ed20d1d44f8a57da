/** Every user-facing text of the partners page, in one module so Kiswahili can be added. */
export const partnersTexts = {
  title: 'Partners',
  heading: 'Our Partners',
  servicesOf: (name: string) => `${name} services`,
  intro:
    'ABODE works with trusted Kenyan companies so that finding, financing, insuring and looking after a home happens in one place.',
  categories: {
    financial: 'Financial',
    insurance: 'Insurance',
    homeServices: 'Home Services',
    estateAgents: 'Estate Agents',
    technology: 'Technology',
  },
  becomePartner: {
    heading: 'Become a Partner',
    body: 'Are you a bank, insurer, agency or service provider? Let us bring your services to ABODE users.',
    action: 'Partner with ABODE',
    message: 'Hello ABODE team, my company would like to become an ABODE partner. Please get in touch.',
  },
} as const;
