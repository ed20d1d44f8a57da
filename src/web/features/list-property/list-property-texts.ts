/** Every user-facing text of the 'List Your Property' page, in one module so Kiswahili can be added. */
export const listPropertyTexts = {
  title: 'List Your Property',
  heading: 'List Your Property',
  intro:
    'Reach thousands of verified tenants and buyers across Kenya. Every home on ABODE is checked by our team, so serious renters trust what they see.',
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'Submit Details',
      body: 'Create an account and tell us about your property: location, size, rent or price, and what makes it special.',
    },
    {
      title: 'Verification',
      body: 'Our team checks your ownership documents and visits the property to confirm it meets our standards.',
    },
    {
      title: 'Professional Listing',
      body: 'We photograph the property and write a clear, honest listing that shows it at its best.',
    },
    {
      title: 'Go Live',
      body: 'Your listing is published to ABODE search, and you start receiving enquiries from verified tenants and buyers.',
    },
  ],
  stepLabel: (n: number) => `Step ${n}`,
  standardsHeading: 'Property Standards',
  standardsIntro: 'To protect tenants and buyers, every listed property must be:',
  standards: [
    {
      title: 'Good structural condition',
      body: 'Sound walls, roof and foundations, with no major cracks or leaks.',
    },
    {
      title: 'Well-maintained interior and exterior',
      body: 'Working plumbing, wiring and fittings, and tidy grounds.',
    },
    {
      title: 'Clean and presentable',
      body: 'Freshly cleaned and ready for viewing on the day of inspection.',
    },
    {
      title: 'Safe and secure',
      body: 'Lockable doors and windows, safe access, and security where the area needs it.',
    },
  ],
  documentsHeading: 'Required Documents',
  documentsIntro: 'Have these ready when you submit your property:',
  documents: [
    {
      title: 'Ownership documents',
      body: 'Title deed, lease or sale agreement, or a letter of authority from the owner.',
    },
    { title: 'Floor plans', body: 'A simple plan showing the rooms and their sizes.' },
    {
      title: 'Recent photos',
      body: 'Clear photos of every room and the outside, taken in the last three months.',
    },
    {
      title: 'Inspection reports',
      body: 'Any recent structural, electrical or plumbing inspection reports.',
    },
  ],
  ctaHeading: 'Ready to list your property?',
  ctaBody: 'Sign up as a landlord or agent to get started, or sign in if you already have an account.',
  signUp: 'Sign Up to List',
  signIn: 'Sign In',
} as const;
