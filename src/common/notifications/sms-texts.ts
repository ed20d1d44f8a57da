import { abodeCityMessages } from '../abode-city/abode-city-messages';
import type { AbodeCityService, ConsultationMode } from '../abode-city/abode-city-vocabulary';
import { abodeCityServiceLabels, consultationModeLabels } from '../abode-city/abode-city-vocabulary';
import { authTexts } from '../auth/auth-texts';
import { okoaRentTexts } from '../financing/okoa-rent-texts';
import { okoaRentTerms } from '../financing/okoa-rent-terms';
import { rentAdvanceTexts } from '../financing/rent-advance-texts';
import type { Locale } from '../i18n/locale';
import type { KycCategory } from '../kyc/kyc-documents';
import { listingPipelineTexts } from '../listings/listing-pipeline-texts';
import { listingReportTexts } from '../listings/listing-report-texts';
import { professionalListingTexts } from '../listings/professional-listing-texts';
import { listingTexts } from '../listings/listing-texts';
import { formatKenyanPhone } from '../phone/kenyan-phone-format';
import type { MaintenanceAction, MaintenanceCategory } from '../maintenance/maintenance-vocabulary';
import { maintenanceCategoryLabels } from '../maintenance/maintenance-vocabulary';
import { maintenanceMessages } from '../maintenance/maintenance-messages';
import { noticeTexts } from '../notices/notice-texts';
import { bankDepositMessages } from '../payments/bank-deposit-contracts';
import { cardPaymentMessages } from '../payments/card-payment-messages';
import { moneyOutMessages } from '../payments/money-out-messages';
import { sendMessages, tukuPayMessages } from '../payments/send-messages';
import type { Receipt } from '../receipts/receipt-contracts';
import { receiptTexts, reminderTexts, type ReminderStep } from '../receipts/receipt-texts';
import { receiptTextsSw } from '../receipts/receipt-texts-sw';
import type { InvoiceKind } from '../rent/rent-contracts';
import { applicationTexts } from '../rental-applications/application-texts';
import { savedSearchTexts } from '../saved-searches/saved-search-texts';
import type { ServiceCategory } from '../services/service-categories';
import { serviceCategoryLabels } from '../services/service-categories';
import { eventTime, notificationTexts } from './notification-texts';

/**
 * Every SMS ABODE sends, in English and Kiswahili: the server picks the recipient's language (`users.locale`;
 * a phone with no account gets English) when it writes the text. The English entries are the existing texts
 * (word for word); each Kiswahili entry says the same facts within the same length (codes, amounts as
 * 'KES 25,000', names and places unchanged). An event's SMS is its `title` and `body` framed by `event`.
 */

type Invoice = { kind: InvoiceKind; period: string; balance: number; dueDate: string; place: string };
type Note = { title: string; body: string };
type Viewing = { listing: string; at: Date };
/** A saved search's SMS ends with its links: the home (or the dashboard) and the page that stops its alerts. */
type AlertLinks = { view: string; stop: string };
/** Its notification in the app has no links (null). */
type SavedSearchAlert = {
  search: string;
  listing: string;
  price: number;
  intent: 'rent' | 'buy';
  place: string;
  links: AlertLinks | null;
};
type SavedSearchDigest = { search: string; names: readonly string[]; more: number; links: AlertLinks | null };
/** A quote's SMS ends with its link; its notification in the app has none (null). */
type QuoteReady = { service: AbodeCityService; total: number; validUntil: string; link: string | null };
type CityQuoteLink = QuoteReady & { link: string };
/** A withdrawal's end: sent (with the M-Pesa receipt), failed, or returned by M-Pesa. */
type WithdrawalResult = {
  outcome: 'completed' | 'failed' | 'reversed';
  amount: number;
  destination: string;
  receipt: string;
};
/** A payment of an invoice: how much, and of what (rent, water… of a month). */
type RentPayment = { amount: number; kind: InvoiceKind; period: string };
/** Who asked ABODE City (named in the team's texts). */
type Caller = { name: string; phone: string };
/** An ABODE City consultation: when (an ISO instant) and how. */
type Booking = { at: string; mode: ConsultationMode };

const kes = receiptTexts.kes;
const e = notificationTexts.events;
const v = listingTexts.viewingNotifications;
const a = applicationTexts.notifications;
const ra = rentAdvanceTexts.events;
const okoa = okoaRentTexts.notifications;
const fresh = listingPipelineTexts.freshness;
const alert = savedSearchTexts.alert;
const quote = abodeCityMessages.notify;
const city = abodeCityMessages.sms;
const cityWhere = (mode: ConsultationMode) => (mode === 'in-person' ? city.inPersonWhere : city.byPhoneWhere);

const english = {
  /** The frame of an event's SMS (its notification's title and body). */
  event: (note: Note) => notificationTexts.sms(note.title, note.body),
  verifyCode: authTexts.smsText,
  signInCode: authTexts.signInSmsText,
  resetCode: authTexts.resetSmsText,
  stepUpCode: sendMessages.stepUpSms,
  receipt: (receipt: Receipt) => receiptTexts.sms(receipt),
  reminder: (step: ReminderStep, invoice: Invoice) => reminderTexts.sms(step, invoice),
  notice: noticeTexts.sms,
  transferReceived: tukuPayMessages.receivedSms,
  transferSent: tukuPayMessages.sentSms,
  withdrawalCompleted: moneyOutMessages.sms.completed,
  withdrawalFailed: moneyOutMessages.sms.failed,
  withdrawalReversed: moneyOutMessages.sms.reversed,
  maintenanceEscalation: (category: MaintenanceCategory, place: string, hours: number) =>
    maintenanceMessages.notify.escalationSms(maintenanceCategoryLabels[category].toLowerCase(), place, hours),
  // ABODE City's texts to a phone (a visitor's, the team's office line), not an account's events.
  abodeCityQuote: (ready: CityQuoteLink) =>
    city.quoteReady(abodeCityServiceLabels[ready.service], ready.total, ready.validUntil, ready.link),
  abodeCityRequestReceived: (service: AbodeCityService, link: string) =>
    city.requestReceived(abodeCityServiceLabels[service], link),
  abodeCityBooked: (booking: Booking) =>
    city.booked(booking.at, consultationModeLabels[booking.mode], cityWhere(booking.mode)),
  abodeCityReminder: (which: 'day' | 'hour', booking: Booking) =>
    (which === 'day' ? city.reminderDay : city.reminderHour)(
      booking.at,
      consultationModeLabels[booking.mode],
      cityWhere(booking.mode),
    ),
  abodeCityTeamNewRequest: (caller: Caller, service: AbodeCityService, location: string) =>
    city.teamNewRequest(caller.name, caller.phone, abodeCityServiceLabels[service], location),
  abodeCityTeamAccepted: (caller: Caller, service: AbodeCityService, total: number) =>
    city.teamAccepted(caller.name, caller.phone, abodeCityServiceLabels[service], total),
  abodeCityTeamBooked: (caller: Caller, booking: Booking) =>
    city.teamBooked(caller.name, caller.phone, booking.at, consultationModeLabels[booking.mode]),
  events: {
    // In the app only (not texted): money in, rent paid, the month's invoice.
    depositReceived: (deposit: { amount: number; how: string; receipt: string | null }): Note =>
      e.depositReceived(deposit.amount, deposit.how, deposit.receipt),
    rentReceived: (payment: RentPayment & { tenant: string; place: string }): Note =>
      e.rentReceived({ ...payment, what: receiptTexts.purpose(payment.kind, payment.period) }),
    rentPaidByYou: (payment: RentPayment & { receiptNumber: string }): Note =>
      e.rentPaidByYou({ ...payment, what: receiptTexts.purpose(payment.kind, payment.period) }),
    rentInvoiceRaised: (period: string): Note => e.rentInvoiceRaised(period),
    invoiceReminder: (step: ReminderStep, invoice: Invoice): Note => reminderTexts.inApp(step, invoice),
    /** A landlord's notice in the app: its title as written, the property's name. */
    noticeReceived: (property: string, title: string): Note => noticeTexts.notification(property, title),
    // A maintenance request's steps, in the app of every party.
    maintenanceReported: (category: MaintenanceCategory, place: string): Note => ({
      title: maintenanceMessages.notify.title,
      body: maintenanceMessages.notify.reported(maintenanceCategoryLabels[category].toLowerCase(), place),
    }),
    maintenanceStep: (action: MaintenanceAction, place: string): Note => ({
      title: maintenanceMessages.notify.title,
      body: maintenanceMessages.notify.step(action, place),
    }),
    maintenancePaid: (cost: number, place: string): Note => ({
      title: maintenanceMessages.notify.title,
      body: maintenanceMessages.notify.paid(cost, place),
    }),
    maintenanceChargedTenant: (cost: number, place: string, dueDate: string): Note => ({
      title: maintenanceMessages.notify.title,
      body: maintenanceMessages.notify.chargedTenant(cost, place, dueDate),
    }),
    maintenanceEscalated: (category: MaintenanceCategory, place: string, hours: number): Note => ({
      title: maintenanceMessages.notify.title,
      body: maintenanceMessages.notify.escalationSms(
        maintenanceCategoryLabels[category].toLowerCase(),
        place,
        hours,
      ),
    }),
    okoaRentApplied: (amount: number): Note => okoa.applied(amount),
    listingPausedForReview: (listing: string): Note => listingReportTexts.paused(listing),
    listingRestored: (listing: string): Note => listingReportTexts.restored(listing),
    listingRemoved: (listing: string, reason: string): Note => listingReportTexts.removed(listing, reason),
    listingEditProposed: (listing: string): Note => ({
      title: professionalListingTexts.notification.title,
      body: professionalListingTexts.notification.body(listing),
    }),
    cardDeposit: (amount: number): Note => ({
      title: cardPaymentMessages.receivedTitle,
      body: cardPaymentMessages.receivedBody(amount),
    }),
    bankDeposit: (amount: number, bankTransactionId: string): Note => ({
      title: bankDepositMessages.noticeTitle,
      body: bankDepositMessages.noticeBody(amount, bankTransactionId),
    }),
    tukuPayReceived: (amount: number, from: string): Note => ({
      title: tukuPayMessages.receivedTitle,
      body: tukuPayMessages.receivedBody(amount, from),
    }),
    tukuPaySent: (amount: number, to: string, fee: number): Note => ({
      title: tukuPayMessages.sentTitle,
      body: tukuPayMessages.sentBody(amount, to, fee),
    }),
    tukuPayReversed: (amount: number, reference: string): Note => ({
      title: tukuPayMessages.reversedTitle,
      body: tukuPayMessages.reversedBody(amount, reference),
    }),
    tukuPayRequested: (amount: number, from: string): Note => ({
      title: tukuPayMessages.requestedTitle,
      body: tukuPayMessages.requestedBody(amount, from),
    }),
    tukuPayRequestPaid: (amount: number, by: string): Note => ({
      title: tukuPayMessages.requestApprovedTitle,
      body: tukuPayMessages.requestApprovedBody(amount, by),
    }),
    tukuPayRequestDeclined: (amount: number, by: string): Note => ({
      title: tukuPayMessages.requestDeclinedTitle,
      body: tukuPayMessages.requestDeclinedBody(amount, by),
    }),
    withdrawalResult: (result: WithdrawalResult): Note => ({
      title: moneyOutMessages.noticeTitle[result.outcome],
      body:
        result.outcome === 'completed'
          ? moneyOutMessages.noticeBody.completed(result.amount, result.destination, result.receipt)
          : moneyOutMessages.noticeBody[result.outcome](result.amount, result.destination),
    }),
    maintenanceJobAssigned: (job: { category: MaintenanceCategory; place: string }) =>
      e.maintenanceJobAssigned({
        what: `${maintenanceCategoryLabels[job.category].toLowerCase()} job`,
        place: job.place,
      }),
    maintenanceVisitBooked: e.maintenanceVisitBooked,
    maintenanceWorkDone: e.maintenanceWorkDone,
    kycApproved: e.kycApproved,
    kycVerified: (): Note => e.kycVerified,
    kycRejected: e.kycRejected,
    serviceRequested: (request: { customer: string; category: ServiceCategory | null; at: Date }) =>
      e.serviceRequested({
        customer: request.customer,
        what: request.category ? serviceCategoryLabels[request.category] : null,
        at: request.at,
      }),
    serviceAccepted: e.serviceAccepted,
    serviceDeclined: e.serviceDeclined,
    serviceCompleted: e.serviceCompleted,
    serviceCancelled: e.serviceCancelled,
    viewingRequested: (viewing: Viewing) => v.requested(viewing.listing, eventTime(viewing.at)),
    viewingConfirmed: (viewing: Viewing) => v.confirmed(viewing.listing, eventTime(viewing.at)),
    viewingProposed: (viewing: Viewing) => v.proposed(viewing.listing, eventTime(viewing.at)),
    viewingDeclined: (viewing: { listing: string; reason: string | null }) =>
      v.declined(viewing.listing, viewing.reason),
    viewingCancelled: (viewing: Viewing) => v.cancelled(viewing.listing, eventTime(viewing.at)),
    viewingReminder: (viewing: Viewing) => v.reminder(viewing.listing, eventTime(viewing.at)),
    applicationReceived: a.received,
    applicationApproved: a.approved,
    applicationDeclined: a.declined,
    applicationMeeting: a.meeting,
    rentAdvanceApproved: ra.approved,
    rentAdvanceDeclined: ra.declined,
    rentAdvanceCleared: ra.cleared,
    okoaRentApproved: okoa.approved,
    okoaRentDeclined: okoa.declined,
    okoaRentRepaid: okoa.repaid,
    okoaRentReminder: okoa.reminder,
    okoaRentOverdue: okoa.overdue,
    listingAskFresh: (name: string, days: number): Note => ({
      title: fresh.askTitle,
      body: fresh.askBody(name, days),
    }),
    listingPausedStale: (name: string): Note => ({ title: fresh.pausedTitle, body: fresh.pausedBody(name) }),
    savedSearchAlert: (match: SavedSearchAlert): Note => ({
      title: alert.title(match.search),
      body: `${alert.body(match.listing, alert.price(match.price, match.intent), match.place)}${match.links ? ` ${alert.smsLinks(match.links.view, match.links.stop)}` : ''}`,
    }),
    savedSearchDigest: (digest: SavedSearchDigest): Note => ({
      title: alert.digestTitle(digest.search, digest.names.length + digest.more),
      body: `${alert.digestBody(digest.names, digest.more)}${digest.links ? ` ${alert.smsLinks(digest.links.view, digest.links.stop)}` : ''}`,
    }),
    abodeCityQuoteReady: (ready: QuoteReady): Note => ({
      title: quote.quoteReadyTitle,
      body: `${quote.quoteReadyBody(abodeCityServiceLabels[ready.service], ready.total, ready.validUntil)}${ready.link ? ` ${ready.link}` : ''}`,
    }),
    abodeCityConsultationBooked: (booking: Booking): Note => ({
      title: quote.consultationTitle,
      body: quote.consultationBody(booking.at, consultationModeLabels[booking.mode]),
    }),
  },
};

export type SmsTexts = typeof english;

const swMonths = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => `${capitalised(text.trim().replace(/[.\s]+$/, ''))}.`;
const { dayOf: daySw } = receiptTextsSw;

/** 'Jumanne 3 Des, 10:00': when something happens, in Nairobi time. */
function eventTimeSw(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-KE', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = new Intl.DateTimeFormat('sw-KE', { timeZone: 'Africa/Nairobi', weekday: 'long' }).format(
    at,
  );
  const hour = part('hour') === '24' ? '00' : part('hour');
  return `${weekday} ${Number(part('day'))} ${swMonths[Number(part('month')) - 1]}, ${hour}:${part('minute')}`;
}

const maintenanceSw: Readonly<Record<MaintenanceCategory, string>> = {
  plumbing: 'mabomba',
  electrical: 'umeme',
  carpentry: 'useremala',
  painting: 'kupaka rangi',
  cleaning: 'usafi',
  pest_control: 'kuangamiza wadudu',
  security: 'usalama',
  other: 'nyingine',
};

const servicesSw: Readonly<Record<ServiceCategory, string>> = {
  cleaning: 'usafi',
  plumbing: 'mabomba',
  electrical: 'umeme',
  carpentry: 'useremala',
  painting: 'kupaka rangi',
  gardening: 'bustani',
  delivery: 'usafirishaji',
};

const kycSw: Readonly<Record<KycCategory, string>> = {
  id_front: 'upande wa mbele wa kitambulisho',
  id_back: 'upande wa nyuma wa kitambulisho',
  selfie: 'picha yako ya uso (selfie)',
  registration_cert: 'cheti cha usajili',
  kra_cert: 'cheti cha KRA',
};
const abodeCitySw: Readonly<Record<AbodeCityService, string>> = {
  archicad: 'Usanifu wa ArchiCAD',
  'house-designs': 'Michoro ya nyumba',
  interior: 'Usanifu wa ndani',
  exterior: 'Usanifu wa nje',
  construction: 'Ujenzi',
  boq: 'Makadirio ya gharama (BOQ)',
};

const modeSw: Readonly<Record<ConsultationMode, string>> = {
  'in-person': 'ana kwa ana katika ofisi yetu ya Nairobi',
  phone: 'kwa simu',
};
const whereSw = (mode: ConsultationMode) =>
  mode === 'in-person'
    ? 'Westlands Studio, Ghorofa ya 3, Woodvale Grove, Westlands, Nairobi.'
    : 'Tutakupigia simu kwa nambari hii.';
/** 'Jumanne 1 Des, 10:00, kwa simu.': a consultation's time and way. */
const bookingSw = (booking: Booking) => `${eventTimeSw(new Date(booking.at))}, ${modeSw[booking.mode]}`;
const callerSw = (caller: Caller) => `${caller.name} (${formatKenyanPhone(caller.phone)})`;

/** '5 Des 2026' for '2026-12-05'; anything else as it is. */
const dateSw = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? daySw(date) : date);
const viewingSw = (viewing: Viewing) => `${viewing.listing} · ${eventTimeSw(viewing.at)}`;
const linksSw = (links: AlertLinks | null) =>
  links ? ` Tazama: ${links.view} Acha arifa: ${links.stop}` : '';

/** A maintenance step, said of the request ('ombi'): 'Limepokelewa: ombi la ukarabati katika …'. */
const maintenanceStepSw: Readonly<Record<MaintenanceAction, string>> = {
  acknowledge: 'Limepokelewa',
  ask: 'Maelezo zaidi yameombwa',
  answer: 'Limejibiwa',
  handle: 'Linashughulikiwa',
  assign: 'Fundi ameteuliwa',
  accept: 'Kazi imekubaliwa',
  decline: 'Kazi imekataliwa',
  schedule: 'Ziara imepangwa',
  complete: 'Kazi imekamilika',
  confirm: 'Imethibitishwa kuwa limerekebishwa',
  reopen: 'Limefunguliwa tena: halijarekebishwa',
};
const kiswahiliEscalation = (category: MaintenanceCategory, place: string, hours: number) =>
  `ABODE: DHARURA ya ${maintenanceSw[category]} katika ${place} iliyoripotiwa saa ${hours} zilizopita bado haijashughulikiwa. Tafadhali chukua hatua sasa.`;

const kycName = (category: string) =>
  (kycSw as Readonly<Record<string, string | undefined>>)[category] ?? 'hati';

const kiswahili: SmsTexts = {
  // A title that is a question keeps its question mark alone.
  event: (note) => `ABODE: ${note.title}${note.title.endsWith('?') ? '' : '.'} ${note.body}`,
  verifyCode: (code) =>
    `Nambari yako ya uthibitisho ya ABODE ni ${code}. Itaisha baada ya dakika 10. Usimpe mtu yeyote.`,
  signInCode: (code) =>
    `Nambari yako ya kuingia ABODE ni ${code}. Itaisha baada ya dakika 10. Usimpe mtu: ABODE haitakuuliza kamwe.`,
  resetCode: (code) =>
    `Nambari yako ya kubadilisha nenosiri la ABODE ni ${code}. Itaisha baada ya dakika 10. Kama hukuiomba, puuza ujumbe huu.`,
  stepUpCode: (code, amount) =>
    `Nambari yako ya ABODE ya kuthibitisha kutuma ${kes(amount)} ni ${code}. Itaisha baada ya dakika 5. Usimpe mtu.`,
  receipt: (receipt) =>
    `ABODE: ${kes(receipt.amount)} zimepokelewa kwa ${receiptTexts.place(receipt)}, ` +
    `${receiptTextsSw.purpose(receipt.invoiceKind, receipt.period)}. Risiti ${receipt.receiptNumber}. ` +
    (receipt.method === 'lender' ? 'Imelipwa na CoopaRent (Okoa Rent). ' : '') +
    (receipt.balanceAfter > 0 ? `Salio linalodaiwa ${kes(receipt.balanceAfter)}.` : 'Imelipwa yote. Asante.'),
  reminder: (step, invoice) => {
    const what = `${receiptTextsSw.purpose(invoice.kind, invoice.period)} ya ${invoice.place}`;
    const owed = kes(invoice.balance);
    const lead = `ABODE: ${capitalised(what)}`;
    if (step === 'before')
      return `${lead}, ${owed}, inadaiwa tarehe ${daySw(invoice.dueDate)}. Lipa kwenye programu ya ABODE.`;
    if (step === 'due') return `${lead}, ${owed}, inadaiwa leo. Lipa kwenye programu ya ABODE.`;
    return `${lead}, ${owed}, ilidaiwa tarehe ${daySw(invoice.dueDate)} na haijalipwa. Tafadhali lipa kwenye programu ya ABODE.`;
  },
  notice: (property, title, message) => `Tangazo la ABODE kutoka ${property}: ${title}. ${message}`,
  transferReceived: (amount, from, reference, balance) =>
    `ABODE: Umepokea ${kes(amount)} kutoka kwa ${from} kwa Tuku Pay. Kumb. ${reference}. Salio la Pochi ${kes(balance)}.`,
  transferSent: (amount, to, reference, fee, balance) =>
    `ABODE: ${kes(amount)} zimetumwa kwa ${to} kwa Tuku Pay. Ada ${kes(fee)}. Kumb. ${reference}. Salio la Pochi ${kes(balance)}.`,
  withdrawalCompleted: (amount, destination, receipt) =>
    `ABODE: ${kes(amount)} zimetumwa kwa ${destination}. Risiti ya M-Pesa ${receipt}.`,
  withdrawalFailed: (amount, destination) =>
    `ABODE: ${kes(amount)} kwenda ${destination} hazikufika. Pesa zimerudishwa kwenye salio lako la ABODE.`,
  withdrawalReversed: (amount, destination) =>
    `ABODE: ${kes(amount)} kwenda ${destination} zilichelewa mno. Pesa zimerudishwa kwenye salio lako la ABODE.`,
  maintenanceEscalation: kiswahiliEscalation,
  abodeCityQuote: (ready) =>
    `ABODE City: makadirio ya ${abodeCitySw[ready.service]} yako tayari: ${kes(ready.total)}, halali hadi ${dateSw(ready.validUntil)}. Tazama na ukubali: ${ready.link}`,
  abodeCityRequestReceived: (service, link) =>
    `ABODE City: tumepokea ombi lako la makadirio ya bei ya ${abodeCitySw[service]}; tutakujibu ndani ya siku moja ya kazi. Lifuatilie hapa: ${link}`,
  abodeCityBooked: (booking) =>
    `ABODE City: mashauriano yako yamepangwa ${bookingSw(booking)}. ${whereSw(booking.mode)}`,
  abodeCityReminder: (which, booking) =>
    which === 'day'
      ? `Kikumbusho cha ABODE City: mashauriano yako ni kesho, ${bookingSw(booking)}. ${whereSw(booking.mode)}`
      : `Kikumbusho cha ABODE City: mashauriano yako yanaanza baada ya saa moja (${eventTimeSw(new Date(booking.at))}), ${modeSw[booking.mode]}. ${whereSw(booking.mode)}`,
  abodeCityTeamNewRequest: (caller, service, location) =>
    `ABODE City: ombi jipya la makadirio ya bei kutoka kwa ${callerSw(caller)}: ${abodeCitySw[service]} huko ${location}.`,
  abodeCityTeamAccepted: (caller, service, total) =>
    `ABODE City: ${callerSw(caller)} amekubali makadirio ya bei ya ${kes(total)} ya ${abodeCitySw[service]}.`,
  abodeCityTeamBooked: (caller, booking) =>
    `ABODE City: ${callerSw(caller)} amepanga mashauriano ${bookingSw(booking)}.`,
  events: {
    depositReceived: (deposit) => ({
      title: `${kes(deposit.amount)} zimepokelewa`,
      body: `Zimeongezwa kwenye pochi yako kwa ${deposit.how === 'M-Pesa paybill' ? 'paybill ya M-Pesa' : deposit.how}${deposit.receipt ? `, risiti ${deposit.receipt}` : ''}.`,
    }),
    rentReceived: (payment) => ({
      title: `${payment.tenant} amelipa ${kes(payment.amount)}`,
      body: `Kwa ${receiptTextsSw.purpose(payment.kind, payment.period)}, ${payment.place}.`,
    }),
    rentPaidByYou: (payment) => ({
      title: `Umelipa ${kes(payment.amount)}`,
      body: `Kwa ${receiptTextsSw.purpose(payment.kind, payment.period)}. Risiti ${payment.receiptNumber}.`,
    }),
    rentInvoiceRaised: (period) => ({
      title: `Kodi ya ${receiptTextsSw.monthOf(period)}`,
      body: `Ankara yako ya kodi ya ${receiptTextsSw.monthOf(period)} iko tayari. Angalia kiasi na tarehe ya mwisho ya kulipa kwenye Kodi na Bili.`,
    }),
    invoiceReminder: (step, invoice) => {
      const purpose = receiptTextsSw.purpose(invoice.kind, invoice.period);
      const title = `${capitalised(purpose)}: ${kes(invoice.balance)}`;
      if (step === 'before')
        return { title, body: `Inadaiwa tarehe ${daySw(invoice.dueDate)} kwa ${invoice.place}.` };
      if (step === 'due') return { title, body: `Inadaiwa leo kwa ${invoice.place}.` };
      return { title, body: `Ilidaiwa tarehe ${daySw(invoice.dueDate)} kwa ${invoice.place} na haijalipwa.` };
    },
    noticeReceived: (property, title) => ({ title: `Tangazo: ${title}`, body: property }),
    maintenanceReported: (category, place) => ({
      title: 'Ukarabati',
      body: `Tatizo jipya la ${maintenanceSw[category]} limeripotiwa katika ${place}.`,
    }),
    maintenanceStep: (action, place) => ({
      title: 'Ukarabati',
      body: `${maintenanceStepSw[action]}: ombi la ukarabati katika ${place}.`,
    }),
    maintenancePaid: (cost, place) => ({
      title: 'Ukarabati',
      body: `${kes(cost)} zimelipwa kwa ukarabati katika ${place}.`,
    }),
    maintenanceChargedTenant: (cost, place, dueDate) => ({
      title: 'Ukarabati',
      body: `Mwenye nyumba amekutoza ukarabati wa ${kes(cost)} katika ${place} kama bili, inayodaiwa tarehe ${dateSw(dueDate)}. Angalia Kodi na Bili.`,
    }),
    maintenanceEscalated: (category, place, hours) => ({
      title: 'Ukarabati',
      body: kiswahiliEscalation(category, place, hours),
    }),
    okoaRentApplied: (amount) => ({
      title: 'Ombi la Okoa Rent limepokelewa',
      body: `Tumepokea ombi lako la kufadhiliwa ${kes(amount)} za kodi. Utapata uamuzi ndani ya saa ${okoaRentTerms.decisionHours}.`,
    }),
    listingPausedForReview: (listing) => ({
      title: 'Tangazo limesimamishwa likaguliwe',
      body: `Tangazo la ${listing} liliripotiwa na watu kadhaa, kwa hiyo limeondolewa kwenye utafutaji timu yetu inapolikagua. Tutakujulisha matokeo.`,
    }),
    listingRestored: (listing) => ({
      title: 'Tangazo limerudi kwenye utafutaji',
      body: `Tangazo la ${listing} limekaguliwa na linaonekana tena.`,
    }),
    listingRemoved: (listing, reason) => ({
      title: 'Tangazo limeondolewa',
      body: `Tangazo la ${listing} limeondolewa baada ya ukaguzi: ${reason}`,
    }),
    listingEditProposed: (listing) => ({
      title: 'Maboresho ya kitaalamu ya tangazo lako',
      body: `Mkaguzi wa ABODE amependekeza kichwa, maelezo au mpangilio wa picha ulio wazi zaidi kwa ${listing}. Linganisha, kisha ukubali au ukatae kwenye Orodhesha Mali.`,
    }),
    cardDeposit: (amount) => ({
      title: 'Pesa za kadi zimepokelewa',
      body: `${kes(amount)} kutoka kwenye kadi yako ziko kwenye pochi yako ya ABODE.`,
    }),
    bankDeposit: (amount, bankTransactionId) => ({
      title: 'Pesa za benki zimepokelewa',
      body: `${kes(amount)} kutoka kwa uhamisho wako wa benki (${bankTransactionId}) ziko kwenye pochi yako.`,
    }),
    tukuPayReceived: (amount, from) => ({
      title: 'Umepokea pesa',
      body: `Umepokea ${kes(amount)} kutoka kwa ${from} kwa Tuku Pay.`,
    }),
    tukuPaySent: (amount, to, fee) => ({
      title: 'Pesa zimetumwa',
      body: `Umetuma ${kes(amount)} kwa ${to} kwa Tuku Pay${fee > 0 ? ` (ada ${kes(fee)})` : ''}.`,
    }),
    tukuPayReversed: (amount, reference) => ({
      title: 'Uhamisho umerejeshwa',
      body: `Uhamisho wa Tuku Pay ${reference} wa ${kes(amount)} umerejeshwa.`,
    }),
    tukuPayRequested: (amount, from) => ({
      title: 'Ombi la malipo',
      body: `${from} anakuomba ulipe ${kes(amount)} kwa Tuku Pay.`,
    }),
    tukuPayRequestPaid: (amount, by) => ({
      title: 'Ombi limelipwa',
      body: `${by} amelipa ombi lako la ${kes(amount)}.`,
    }),
    tukuPayRequestDeclined: (amount, by) => ({
      title: 'Ombi limekataliwa',
      body: `${by} amekataa ombi lako la ${kes(amount)}.`,
    }),
    withdrawalResult: (result) => {
      const what = `${kes(result.amount)} kwenda ${result.destination}`;
      const back = 'Pesa na ada zimerudishwa kwenye salio lako.';
      if (result.outcome === 'completed')
        return {
          title: 'Pesa zimetumwa',
          body: `${kes(result.amount)} zimetumwa kwa ${result.destination}. Risiti ya M-Pesa ${result.receipt}.`,
        };
      if (result.outcome === 'failed')
        return { title: 'Uhamisho haukufanikiwa', body: `${what} hazikufika. ${back}` };
      return { title: 'Uhamisho umerudishwa', body: `${what} zilichelewa mno kwenye M-Pesa. ${back}` };
    },
    maintenanceJobAssigned: (job) => ({
      title: 'Kazi mpya ya ukarabati',
      body: `Kazi ya ${maintenanceSw[job.category]} katika ${job.place}. Ikubali au uikatae ndani ya ABODE.`,
    }),
    maintenanceVisitBooked: (visit) => ({
      title: 'Ziara ya ukarabati imepangwa',
      body: `${visit.provider} atakuja ${visit.place} tarehe ${daySw(visit.date)}, ${visit.window}.`,
    }),
    maintenanceWorkDone: (place) => ({
      title: 'Ukarabati umekamilika',
      body: `Ukarabati katika ${place} umewekwa kuwa umekamilika. Thibitisha umerekebishwa, au uufungue tena, ndani ya ABODE.`,
    }),
    kycApproved: (category) => ({
      title: `Hati imeidhinishwa: ${kycName(category)}`,
      body: `Hati yako (${kycName(category)}) imepita ukaguzi wa utambulisho.`,
    }),
    kycVerified: () => ({
      title: 'Utambulisho umethibitishwa',
      body: 'Kitambulisho chako na picha yako ya uso vimeidhinishwa. Akaunti yako ya ABODE imethibitishwa.',
    }),
    kycRejected: (category, reason) => ({
      title: `Hati haikukubaliwa: ${kycName(category)}`,
      body: `${sentence(reason)} Pakia nyingine chini ya Uthibitishaji wa utambulisho.`,
    }),
    serviceRequested: (request) => ({
      title: 'Ombi jipya la huduma',
      body: `${request.customer} anaomba ${request.category ? `kazi ya ${servicesSw[request.category]}` : 'kazi'} ${eventTimeSw(request.at)}. Likubali au ulikatae ndani ya ABODE.`,
    }),
    serviceAccepted: (request) => ({
      title: 'Ombi la huduma limekubaliwa',
      body: `${request.provider} atakuja ${eventTimeSw(request.at)}.`,
    }),
    serviceDeclined: (request) => ({
      title: 'Ombi la huduma limekataliwa',
      body: `${request.provider} hawezi kuchukua kazi ya ${eventTimeSw(request.at)}. Jaribu mtoa huduma mwingine.`,
    }),
    serviceCompleted: (request) => ({
      title: 'Kazi imekamilika',
      body: `${request.provider} ameweka kazi kuwa imekamilika. Toa maoni kuhusu kazi ndani ya ABODE.`,
    }),
    serviceCancelled: (request) => ({
      title: 'Ombi la huduma limeghairiwa',
      body: `${request.customer} ameghairi kazi ya ${eventTimeSw(request.at)}.`,
    }),
    viewingRequested: (viewing) => ({ title: 'Ombi jipya la kuja kuona nyumba', body: viewingSw(viewing) }),
    viewingConfirmed: (viewing) => ({ title: 'Kuona nyumba kumethibitishwa', body: viewingSw(viewing) }),
    viewingProposed: (viewing) => ({
      title: 'Muda mwingine wa kuona nyumba umependekezwa',
      body: viewingSw(viewing),
    }),
    viewingDeclined: (viewing) => ({
      title: 'Ombi la kuona nyumba limekataliwa',
      body: viewing.reason ? `${viewing.listing}: ${viewing.reason}` : viewing.listing,
    }),
    viewingCancelled: (viewing) => ({ title: 'Kuona nyumba kumeghairiwa', body: viewingSw(viewing) }),
    viewingReminder: (viewing) => ({ title: 'Kuona nyumba ni leo', body: viewingSw(viewing) }),
    applicationReceived: (listing) => ({ title: 'Ombi jipya la kupanga', body: listing }),
    applicationApproved: (listing, unit) => ({
      title: 'Ombi la kupanga limekubaliwa',
      body: `${listing}: upangaji wako wa ${unit} uko tayari.`,
    }),
    applicationDeclined: (listing, reason) => ({
      title: 'Ombi la kupanga limekataliwa',
      body: `${listing}: ${reason}`,
    }),
    applicationMeeting: (listing, message) => ({
      title: 'Mwenye nyumba anaomba mkutane',
      body: `${listing}: ${message}`,
    }),
    rentAdvanceApproved: (amount, totalToRepay) => ({
      title: 'Kodi ya mapema imeidhinishwa',
      body: `CoopaRent imelipa ${kes(amount)} kwenye mapato yako. ${kes(totalToRepay)} zitalipwa kutoka kwa kodi ya upangaji unaohusika; wapangaji wako hulipa kama kawaida.`,
    }),
    rentAdvanceDeclined: (reason) => ({
      title: 'Kodi ya mapema imekataliwa',
      body: `Ombi lako la kodi ya mapema ya CoopaRent limekataliwa: ${reason}`,
    }),
    rentAdvanceCleared: (totalRepaid) => ({
      title: 'Kodi ya mapema imelipwa yote',
      body: `Kodi yako ya mapema ya CoopaRent imelipwa yote (${kes(totalRepaid)}). Sasa kodi yote inaingia kwenye mapato yako.`,
    }),
    okoaRentApproved: (amount, total, dueDate) => ({
      title: 'Okoa Rent imeidhinishwa',
      body: `CoopaRent imemlipa mwenye nyumba wako ${kes(amount)} za kodi yako. Lipa ${kes(total)} kufikia ${dateSw(dueDate)}.`,
    }),
    okoaRentDeclined: (reason) => ({
      title: 'Okoa Rent imekataliwa',
      body: `Ombi lako la Okoa Rent limekataliwa: ${reason}`,
    }),
    okoaRentRepaid: (amount, outstanding) =>
      outstanding === 0
        ? {
            title: 'Mkopo wa Okoa Rent umelipwa wote',
            body: `Tumepokea ${kes(amount)}. Mkopo wako wa Okoa Rent umelipwa wote. Asante.`,
          }
        : {
            title: 'Malipo ya Okoa Rent yamepokelewa',
            body: `Tumepokea ${kes(amount)}. Salio lako la Okoa Rent ni ${kes(outstanding)}.`,
          },
    okoaRentReminder: (step, outstanding, dueDate, account) => ({
      title: step === 'before' ? 'Okoa Rent inadaiwa baada ya siku 3' : 'Okoa Rent inadaiwa leo',
      body: `Lipa ${kes(outstanding)} kufikia ${dateSw(dueDate)} kutoka kwenye pochi yako, kwa M-Pesa, au kwa paybill, akaunti ${account}.`,
    }),
    okoaRentOverdue: (outstanding, dueDate) => ({
      title: 'Okoa Rent imechelewa',
      body: `Salio lako la Okoa Rent la ${kes(outstanding)} lilidaiwa tarehe ${dateSw(dueDate)}. Hakuna ada za ziada: tafadhali lipa mapema uwezavyo.`,
    }),
    listingAskFresh: (name, days) => ({
      title: 'Je, nyumba yako bado inapatikana?',
      body: `${name} haijathibitishwa kuwa inapatikana kwa siku ${days}. Ithibitishe kwenye Orodhesha Mali, au uiweke imepangishwa au imeuzwa; bila kuthibitishwa kwa siku 45 itaondolewa kwenye utafutaji.`,
    }),
    listingPausedStale: (name) => ({
      title: 'Tangazo lako limeondolewa kwenye utafutaji',
      body: `${name} haikuthibitishwa kuwa inapatikana kwa siku 45, hivyo wapangaji hawaioni tena. Irejeshe kwenye Orodhesha Mali itakapopatikana.`,
    }),
    savedSearchAlert: (match) => ({
      title: `Nyumba mpya ya "${match.search}"`,
      body: `${match.listing}, ${kes(match.price)}${match.intent === 'rent' ? ' kwa mwezi' : ''} huko ${match.place}.${linksSw(match.links)}`,
    }),
    savedSearchDigest: (digest) => {
      const count = digest.names.length + digest.more;
      return {
        title:
          count === 1 ? `Nyumba 1 mpya ya "${digest.search}"` : `Nyumba ${count} mpya za "${digest.search}"`,
        body: `${digest.names.join('; ')}${digest.more > 0 ? ` na nyingine ${digest.more}.` : '.'}${linksSw(digest.links)}`,
      };
    },
    abodeCityQuoteReady: (ready) => ({
      title: 'Makadirio yako ya bei ya ABODE City yako tayari',
      body: `${abodeCitySw[ready.service]}: ${kes(ready.total)}, halali hadi ${dateSw(ready.validUntil)}.${ready.link ? ` ${ready.link}` : ''}`,
    }),
    abodeCityConsultationBooked: (booking) => ({
      title: 'Mashauriano ya ABODE City yamepangwa',
      body: `${bookingSw(booking)}.`,
    }),
  },
};

/** The SMS texts of a language: `smsTexts.sw.receipt(receipt)`. */
export const smsTexts: Readonly<Record<Locale, SmsTexts>> = { en: english, sw: kiswahili };

/** An event's notification in both languages, for its SMS (the job picks the recipient's when it sends). */
export function eventInBothLanguages(note: (texts: SmsTexts['events']) => Note): Note & { sw: Note } {
  return { ...note(english.events), sw: note(kiswahili.events) };
}
