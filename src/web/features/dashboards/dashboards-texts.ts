import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MaintenanceCategory, MaintenanceUrgency } from '@common/maintenance/maintenance-vocabulary';
import { formatDate, formatDateTime } from '@web/i18n';

/**
 * Every text of the dashboards, in one module: lazy descriptors (`msg`), rendered with `i18n._(…)` in the
 * language in use (docs/i18n.md); the Kiswahili is in ./locales/sw.po.
 */
export const dashboardsTexts = {
  loading: msg`Loading your dashboard…`,
  loadFailed: msg`We could not load your dashboard. Check your connection and try again.`,
  retry: msg`Try again`,
  signOut: msg`Sign out`,
  account: {
    menu: (name: string) => msg`Account menu for ${name}`,
    dashboard: msg`Dashboard`,
    profile: msg`Profile`,
  },
  signingOut: msg`Signing out…`,
  signedOut: msg`Signed out successfully`,
  signOutFailed: msg`We could not sign you out. Please try again.`,
  settings: msg`Settings`,
  settingsPage: {
    title: msg`Settings`,
    subtitle: msg`How ABODE looks, what it tells you, and how much data it uses.`,
    appearance: msg`Appearance`,
    dataSaver: msg`Data saver`,
    dataSaverHint: msg`Smaller photos, and notifications checked once a minute instead of live. Kept on this phone.`,
  },
  skipToContent: msg`Skip to content`,
  close: msg`Close`,
  theme: {
    label: msg`Dark mode`,
    toDark: msg`Switch to dark theme`,
    toLight: msg`Switch to light theme`,
  },
  tenant: {
    area: msg`Tenant dashboard`,
    sidebar: msg`Tenant menu`,
    toggleSidebar: msg`Toggle sidebar`,
    bottomBar: msg`Tenant navigation`,
    nav: {
      home: msg`Home`,
      rent: msg`Rent & Bills`,
      services: msg`Services`,
      profile: msg`Profile`,
    },
    home: {
      title: msg`Dashboard`,
      greeting: (firstName: string) => msg`Hello, ${firstName}`,
      subtitle: msg`Your wallet, rent and bills in one place.`,
      wallet: msg`Wallet balance`,
      topUp: msg`Top Up Wallet`,
      quickActions: msg`Quick actions`,
      deposit: msg`Deposit`,
      sendMoney: msg`Send Money`,
      rentAndBills: msg`Rent & Bills`,
      homeServices: msg`Home Services`,
      /** The product's name: the same in every language. */
      okoaRent: 'Okoa Rent',
      pointOfSale: msg`Point of Sale`,
    },
    payments: {
      depositTitle: msg`Deposit`,
      depositDescription: msg`Choose how to add money to your wallet.`,
      sendTitle: msg`Send Money`,
      sendDescription: msg`Choose how to send money from your wallet.`,
      tukuPay: msg`Tuku Pay`,
      mpesa: msg`M-Pesa`,
      bank: msg`Bank Transfer`,
      card: msg`Card Payment`,
      payBills: msg`Pay Bills`,
    },
    profile: {
      title: msg`Profile`,
      subtitle: msg`Your personal details and preferences.`,
      details: msg`Personal details`,
      preferences: msg`Preferences`,
      notifications: msg`Notifications`,
      security: msg`Security`,
    },
  },
  role: {
    signedInAs: (name: string) => msg`Signed in as ${name}`,
  },
  landlord: {
    title: msg`Landlord Dashboard`,
    subtitle: msg`Your properties, tenants and revenue.`,
    performance: msg`Performance`,
    actions: msg`Actions`,
    listProperty: msg`List Property`,
  },
  provider: {
    title: msg`Service Provider Dashboard`,
    subtitle: msg`Your services, requests and schedule.`,
  },
  financing: {
    title: msg`Financing Dashboard`,
    subtitle: msg`CoopaRent applications to decide, and the loans on the book.`,
  },
  caretaker: {
    title: msg`Caretaker Dashboard`,
    subtitle: msg`The properties you look after.`,
    query: {
      loading: msg`Loading…`,
      failed: msg`We could not load this. Check your connection and try again.`,
      retry: msg`Try again`,
    },
    dailyTasks: msg`Daily Tasks`,
    noTasks: msg`No tasks for today`,
    noTasksHint: msg`New and overdue maintenance requests, visits booked for today, tenants waiting for confirmation and meter readings due show here.`,
    task: {
      overdue: (what: string, place: string) => msg`Overdue: ${what} at ${place}`,
      newRequest: (what: string, place: string) => msg`New request: ${what} at ${place}`,
      visit: (what: string, place: string) => msg`Visit today: ${what} at ${place}`,
      confirmTenant: (tenant: string, property: string) => msg`Confirm ${tenant} as a tenant of ${property}`,
      meterReading: (unit: string, property: string) => msg`Read the water meter: ${unit}, ${property}`,
      reportedBy: (tenant: string, urgency: string, when: string) =>
        msg`${tenant} · ${urgency} · reported ${when}`,
      /** The caretaker themself when no provider is booked. */
      you: msg`You`,
      askedOn: (when: string) => msg`Asked ${when}`,
      readingFor: (tenant: string, month: string) => msg`${tenant} · for ${month}`,
    },
    /** The maintenance vocabulary's words (@common/maintenance, English) in the language in use. */
    category: {
      plumbing: msg`Plumbing`,
      electrical: msg`Electrical`,
      carpentry: msg`Carpentry`,
      painting: msg`Painting`,
      cleaning: msg`Cleaning`,
      pest_control: msg`Pest control`,
      security: msg`Security`,
      other: msg`Other`,
    } satisfies Record<MaintenanceCategory, MessageDescriptor>,
    urgency: {
      emergency: msg`Emergency`,
      soon: msg`Soon`,
      routine: msg`Routine`,
    } satisfies Record<MaintenanceUrgency, MessageDescriptor>,
    kindLabel: {
      'maintenance-overdue': msg`Overdue`,
      'maintenance-visit': msg`Visit`,
      'maintenance-new': msg`New`,
      'tenant-to-confirm': msg`Tenant`,
      'meter-reading': msg`Meter`,
    },
    tenants: msg`Tenants`,
    noTenants: msg`No tenants yet`,
    noTenantsHint: msg`Tenants show here once they live in a unit of a property you look after.`,
    call: (name: string, phone: string) => msg`Call ${name} on ${phone}`,
    noPhone: msg`No phone number`,
  },
  generic: {
    title: msg`Dashboard`,
    welcome: (firstName: string) => msg`Welcome, ${firstName}`,
    subtitle: msg`An overview of ABODE.`,
    quickActions: msg`Quick Actions`,
    searchHomes: msg`Search homes`,
    listProperty: msg`List Property`,
    homeServices: msg`Home Services`,
    bankingPartners: msg`Banking Partners`,
    stats: msg`Your Stats`,
    accounts: msg`Accounts`,
    contactMessages: msg`Contact messages`,
  },
  activity: {
    title: msg`Recent Activity`,
    query: {
      loading: msg`Loading your recent activity…`,
      failed: msg`We could not load your recent activity. Check your connection and try again.`,
      retry: msg`Try again`,
    },
    empty: msg`No activity yet`,
    emptyHint: msg`Payments, applications, requests and notices that concern you show here as they happen.`,
    tenantLinked: (tenant: string, property: string) => msg`${tenant} asked to be linked to ${property}`,
  },
} as const;

/** Plain values, not texts: a unit and its property, a provider and the visit's window. */
export const dashboardsFormat = {
  place: (unit: string, property: string) => `${unit}, ${property}`,
  visitBy: (provider: string, window: string | null) =>
    [provider, window ? window.replace('-', '–') : null].filter(Boolean).join(' · '),
  /** The month of a period ('2026-05-01'), in the language in use. */
  month: (period: string) =>
    formatDate(`${period}T00:00:00+03:00`, { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }),
  /** A moment, short: day, month and time, in the language in use. */
  date: (iso: string) =>
    formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
};
