import { msg } from '@lingui/core/macro';
/** Every user-facing text of the CoopaRent page, in English and Kiswahili (locales/sw.po). */
export const cooparentTexts = {
  title: 'CoopaRent',
  heading: msg`CoopaRent - Flexible Rental Financing`,
  partnership: msg`In partnership with Co-operative Bank of Kenya`,
  intro: msg`Rent due before payday? Waiting on a tenant? CoopaRent bridges the gap with fast, affordable rental financing for tenants, landlords and agents.`,
  highlights: [
    { value: msg`24 hrs`, label: msg`Approval within 24 hours` },
    { value: '5%', label: msg`Rates from 5%` },
    { value: msg`3 months`, label: msg`Up to 3 months' rent in advance` },
  ],
  tabsLabel: msg`Who is applying`,
  benefitsHeading: msg`Benefits`,
  requirementsHeading: msg`Requirements`,
  tenants: {
    tab: msg`For Tenants`,
    heading: msg`Pay rent on time, every time`,
    body: msg`CoopaRent pays your landlord now and you repay in a way that fits your income.`,
    benefits: [
      {
        title: msg`Approval within 24 hours`,
        body: msg`Apply online and get a decision the next working day at the latest.`,
      },
      {
        title: msg`Rates from 5%`,
        body: msg`Affordable interest, with every charge shown before you accept.`,
      },
      {
        title: msg`Repayment plans up to 30 days`,
        body: msg`Repay in one go or in instalments within 30 days.`,
      },
      { title: msg`No collateral`, body: msg`No logbook, title deed or guarantor needed.` },
      {
        title: msg`Direct payment to the landlord`,
        body: msg`We pay your landlord directly, with a receipt for both of you.`,
      },
    ],
    requirements: [
      msg`National ID or passport`,
      msg`Proof of rental agreement`,
      msg`Last 3 months' bank statements`,
      msg`Proof of income or employment`,
    ],
    apply: msg`Apply as a Tenant`,
    applyNote: msg`Sign in as a tenant, choose the invoice to finance and the repayment date, see the fee, upload the documents. A CoopaRent officer decides within 24 hours and pays your landlord directly.`,
  },
  landlords: {
    tab: msg`For Landlords/Agents`,
    heading: msg`Steady cash flow from your rentals`,
    body: msg`Get rent in advance for your properties, while your tenants keep paying as usual.`,
    benefits: [
      {
        title: msg`Up to 3 months' rent in advance`,
        body: msg`Unlock future rent to repair, renovate or invest.`,
      },
      { title: msg`Fast approval`, body: msg`Decisions within 24 hours once your documents are in.` },
      { title: msg`Low service fees`, body: msg`Transparent fees, agreed before you sign.` },
      { title: msg`No impact on tenants`, body: msg`Your tenants pay rent exactly as before.` },
      { title: msg`Better cash flow`, body: msg`Plan ahead without waiting for rent day.` },
    ],
    requirements: [
      msg`Property ownership documents`,
      msg`Valid tenancy agreements`,
      msg`KRA PIN certificate`,
      msg`A Co-operative Bank account, or willingness to open one`,
    ],
    apply: msg`Apply as a Landlord/Agent`,
    applyNote: msg`Sign in as a landlord, choose the tenancies, see the limit and the fee, upload the documents. A CoopaRent officer decides within 24 hours.`,
  },
} as const;
