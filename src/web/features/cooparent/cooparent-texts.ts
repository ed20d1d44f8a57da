/** Every user-facing text of the CoopaRent page, in one module so Kiswahili can be added. */
export const cooparentTexts = {
  title: 'CoopaRent',
  heading: 'CoopaRent - Flexible Rental Financing',
  partnership: 'In partnership with Co-operative Bank of Kenya',
  intro:
    'Rent due before payday? Waiting on a tenant? CoopaRent bridges the gap with fast, affordable rental financing for tenants, landlords and agents.',
  highlights: [
    { value: '24 hrs', label: 'Approval within 24 hours' },
    { value: '5%', label: 'Rates from 5%' },
    { value: '3 months', label: "Up to 3 months' rent in advance" },
  ],
  tabsLabel: 'Who is applying',
  benefitsHeading: 'Benefits',
  requirementsHeading: 'Requirements',
  tenants: {
    tab: 'For Tenants',
    heading: 'Pay rent on time, every time',
    body: 'CoopaRent pays your landlord now and you repay in a way that fits your income.',
    benefits: [
      {
        title: 'Approval within 24 hours',
        body: 'Apply online and get a decision the next working day at the latest.',
      },
      { title: 'Rates from 5%', body: 'Affordable interest, with every charge shown before you accept.' },
      { title: 'Repayment plans up to 30 days', body: 'Repay in one go or in instalments within 30 days.' },
      { title: 'No collateral', body: 'No logbook, title deed or guarantor needed.' },
      {
        title: 'Direct payment to the landlord',
        body: 'We pay your landlord directly, with a receipt for both of you.',
      },
    ],
    requirements: [
      'National ID or passport',
      'Proof of rental agreement',
      "Last 3 months' bank statements",
      'Proof of income or employment',
    ],
    apply: 'Apply as a Tenant',
    applyNote:
      'Sign in as a tenant, choose the invoice to finance and the repayment date, see the fee, upload the documents. A CoopaRent officer decides within 24 hours and pays your landlord directly.',
  },
  landlords: {
    tab: 'For Landlords/Agents',
    heading: 'Steady cash flow from your rentals',
    body: 'Get rent in advance for your properties, while your tenants keep paying as usual.',
    benefits: [
      { title: "Up to 3 months' rent in advance", body: 'Unlock future rent to repair, renovate or invest.' },
      { title: 'Fast approval', body: 'Decisions within 24 hours once your documents are in.' },
      { title: 'Low service fees', body: 'Transparent fees, agreed before you sign.' },
      { title: 'No impact on tenants', body: 'Your tenants pay rent exactly as before.' },
      { title: 'Better cash flow', body: 'Plan ahead without waiting for rent day.' },
    ],
    requirements: [
      'Property ownership documents',
      'Valid tenancy agreements',
      'KRA PIN certificate',
      'A Co-operative Bank account, or willingness to open one',
    ],
    apply: 'Apply as a Landlord/Agent',
    applyNote:
      'Sign in as a landlord, choose the tenancies, see the limit and the fee, upload the documents. A CoopaRent officer decides within 24 hours.',
  },
} as const;
