import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addKnownTexts } from '@web/i18n';
/**
 * Every user-facing text of the privacy feature, in English and Kiswahili (locales/sw.po): the Terms
 * of Service and the Privacy Policy (Kenya Data Protection Act 2019), and the profile's 'Your data and
 * privacy' section.
 */

export interface LegalSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  items?: readonly MessageDescriptor[];
}

export const privacyTexts = {
  legal: {
    updated: msg`Last updated: 24 November 2026`,
    contents: msg`On this page`,
    contactPage: msg`Contact us`,
  },
  terms: {
    title: msg`Terms of Service`,
    intro: msg`These terms apply when you use ABODE to search for, rent, buy, list or manage property in Kenya, or to book home services. By creating an account or using ABODE you agree to them.`,
    sections: [
      {
        id: 'who-we-are',
        heading: msg`Who we are`,
        paragraphs: [
          msg`ABODE is a property and rental platform for Kenya. We connect tenants and buyers with landlords, agents, caretakers and service providers. We are not a party to the tenancy, sale or service agreements you make with them.`,
        ],
      },
      {
        id: 'your-account',
        heading: msg`Your account`,
        paragraphs: [
          msg`You must be 18 or older and give true details: your name, email address and a Kenyan mobile number that you verify with the code we text to it.`,
          msg`Keep your password to yourself. You are responsible for what is done with your account until you tell us it was misused or you sign out of all devices from your profile.`,
        ],
      },
      {
        id: 'verification',
        heading: msg`Identity verification`,
        paragraphs: [
          msg`Landlords, agents, caretakers and service providers verify their identity by uploading documents (national ID, selfie, registration or KRA certificate). We review them before you are shown as verified. Uploading a document that is not yours is not allowed and ends your account.`,
        ],
      },
      {
        id: 'listings-and-services',
        heading: msg`Listings, requests and services`,
        paragraphs: [
          msg`If you list a property or a service, it must exist, be yours to offer, and be described honestly, with its true price in Kenya shillings (KES).`,
          msg`Viewing and service requests are between you and the other party. Meet in safe places, check the property before you pay, and never pay a deposit to someone you have not verified.`,
        ],
      },
      {
        id: 'payments',
        heading: msg`Payments`,
        paragraphs: [
          msg`Where ABODE shows rent and bills in KES, payment is made through M-Pesa, your bank or card. Keep the confirmation message of every payment. Records of payments are kept as Kenyan law requires.`,
        ],
      },
      {
        id: 'acceptable-use',
        heading: msg`Acceptable use`,
        paragraphs: [msg`You may not use ABODE to:`],
        items: [
          msg`post false, misleading or discriminatory listings;`,
          msg`harass, defraud or impersonate anyone;`,
          msg`collect other users’ data, or scrape, overload or break into the service;`,
          msg`send messages that are unlawful or unwanted advertising.`,
        ],
      },
      {
        id: 'ending',
        heading: msg`Ending your account`,
        paragraphs: [
          msg`You can delete your account at any time from your profile (Your data and privacy). We may suspend or close an account that breaks these terms, and will tell you why unless the law prevents us.`,
        ],
      },
      {
        id: 'liability',
        heading: msg`Our responsibility`,
        paragraphs: [
          msg`We work to keep ABODE accurate and available but cannot promise that every listing is correct or that the service never stops. Nothing in these terms limits your rights under the Consumer Protection Act 2012 or other Kenyan law.`,
        ],
      },
      {
        id: 'law',
        heading: msg`Law and changes`,
        paragraphs: [
          msg`These terms are governed by the laws of Kenya, and the courts of Kenya decide any dispute. When we change them we will show the new date at the top of this page and, for important changes, tell you before they apply.`,
          msg`How we handle your personal data is explained in our Privacy Policy.`,
        ],
      },
    ] satisfies LegalSection[],
    privacyLink: msg`Read the Privacy Policy`,
  },
  privacy: {
    title: msg`Privacy Policy`,
    intro: msg`This policy explains what personal data ABODE collects, why, how long we keep it, and how you exercise your rights under the Kenya Data Protection Act 2019. ABODE is the data controller.`,
    sections: [
      {
        id: 'what-we-collect',
        heading: msg`What we collect`,
        paragraphs: [msg`We collect only what we need to run ABODE:`],
        items: [
          msg`Account: your name, email address, mobile number, password (stored only as a one-way hash) and account type.`,
          msg`Identity verification: the documents you upload (national ID, selfie, registration or KRA certificate) and their review result.`,
          msg`Activity: viewing requests, service requests and reviews, saved homes, the property you link to and your tenancy as a tenant, and the properties you manage.`,
          msg`Messages you send through the contact form, and whether you agreed to receive updates.`,
          msg`Security records: the devices you are signed in on (browser and IP address) and an audit trail of important actions on your account.`,
        ],
      },
      {
        id: 'why',
        heading: msg`Why we use it`,
        paragraphs: [
          msg`To provide the service you signed up for (contract), to verify identities and keep the platform safe from fraud (legitimate interest and legal obligation), to answer your messages, and, only if you agree, to send you updates about ABODE properties and services (consent).`,
          msg`We do not sell your personal data. We share it only with the other party of a request you make (for example, the host of a viewing), with service providers who work for us under contract (hosting, SMS delivery), and with authorities when the law requires it.`,
        ],
      },
      {
        id: 'how-long',
        heading: msg`How long we keep it`,
        paragraphs: [],
        items: [
          msg`Your account, profile and verification documents: while your account is open. When you delete your account they are erased, and the document files are removed.`,
          msg`Viewing and service requests: kept for the other party’s records, with your details removed when you delete your account.`,
          msg`Contact messages: kept to answer you; anonymised when you delete your account.`,
          msg`Sign-in sessions: they end after 7 days without use, when you sign out, or when you delete your account.`,
          msg`Phone verification codes: they expire within minutes and are never stored in readable form.`,
          msg`Tenancies (unit, rent, deposit, dates) and payment records: kept for as long as Kenyan tax law requires (five years), referring only to an anonymous account once you delete yours. An account cannot be deleted while its tenancy is active: the landlord records the move-out first.`,
          msg`The audit trail of actions on your account: kept for security and accountability; after deletion it refers only to an anonymous account number.`,
        ],
      },
      {
        id: 'your-rights',
        heading: msg`Your rights and how to use them`,
        paragraphs: [
          msg`You have the right to be told how your data is used, to get a copy of it, to have it corrected or deleted, to object to its use and to withdraw consent at any time. Sign in and open your profile (Your data and privacy) to:`,
        ],
        items: [
          msg`Download your data: one .zip file with your account, verification documents, requests, messages and account history.`,
          msg`Delete your account: confirm with your password; your personal data is erased or anonymised at once and you are signed out everywhere.`,
          msg`Withdraw (or give) marketing consent: turn off the updates switch. The contact form’s box can be left unticked.`,
          msg`Correct your details: edit them in your profile.`,
        ],
      },
      {
        id: 'complaints',
        heading: msg`Questions and complaints`,
        paragraphs: [
          msg`Write to us through the contact page for any question about your data, or if you cannot sign in to use the tools above. We answer within 7 days.`,
          msg`If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner (ODPC), Kenya: www.odpc.go.ke.`,
        ],
      },
      {
        id: 'security',
        heading: msg`Security`,
        paragraphs: [
          msg`Passwords are hashed with Argon2id, every connection is encrypted, documents are checked and stored privately and shown only to you and the reviewers, and access is limited to the people who need it.`,
        ],
      },
    ] satisfies LegalSection[],
    odpcLink: msg`Visit the ODPC website`,
    odpcUrl: 'https://www.odpc.go.ke',
    termsLink: msg`Read the Terms of Service`,
  },
  section: {
    title: msg`Your data and privacy`,
    intro: msg`See what ABODE keeps about you, take a copy, or close your account for good.`,
    policyLink: msg`Read our Privacy Policy`,
    download: {
      heading: msg`Download my data`,
      body: msg`One .zip file with your profile, verification documents, requests, messages and account history.`,
      button: msg`Download my data`,
      preparing: msg`Preparing your data...`,
      done: msg`Your data has been downloaded`,
    },
    consent: {
      label: msg`Updates about ABODE properties and services`,
      on: (when: string) => msg`You agreed on ${when}.`,
      off: (when: string) => msg`You withdrew consent on ${when}.`,
      never: msg`You have not agreed to receive updates.`,
      fromContactForm: (when: string) => msg`You agreed on the contact form on ${when}.`,
      loading: msg`Loading your consent...`,
      failed: msg`Your consent could not be loaded.`,
      retry: msg`Try again`,
      given: msg`You will receive updates about ABODE properties and services`,
      withdrawn: msg`You will no longer receive updates`,
    },
    delete: {
      heading: msg`Delete my account`,
      body: msg`Your profile, documents and personal details are erased, requests and messages you sent are anonymised, and you are signed out everywhere. This cannot be undone.`,
      button: msg`Delete my account`,
      dialogTitle: msg`Delete your account?`,
      dialogBody: msg`This erases your personal data and cannot be undone. Download your data first if you want a copy. Enter your password to confirm.`,
      password: msg`Password`,
      cancel: msg`Cancel`,
      submit: msg`Delete my account`,
      submitting: msg`Deleting...`,
      deleted: msg`Your account has been deleted`,
    },
  },
} as const;

// The server's refusals and the shared schema's messages, word for word (src/common/privacy/privacy-texts.ts).
addKnownTexts([
  msg`Enter your password to confirm`,
  msg`That password is not right`,
  msg`You have downloaded your data several times in the last hour. Please try again later.`,
  msg`Too many attempts to delete this account. Please wait a few minutes and try again.`,
  msg`Tenants still rent units of your properties. Record their move-out before deleting your account.`,
  msg`You still rent a unit through ABODE. Ask your landlord to record your move-out before deleting your account.`,
]);
