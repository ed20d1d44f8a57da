import { authTexts } from '../auth/auth-texts';
import type { Locale } from '../i18n/locale';
import type { KycCategory } from '../kyc/kyc-documents';
import type { MaintenanceCategory } from '../maintenance/maintenance-vocabulary';
import { maintenanceCategoryLabels } from '../maintenance/maintenance-vocabulary';
import { maintenanceMessages } from '../maintenance/maintenance-messages';
import { noticeTexts } from '../notices/notice-texts';
import { moneyOutMessages } from '../payments/money-out-messages';
import { sendMessages, tukuPayMessages } from '../payments/send-messages';
import type { Receipt } from '../receipts/receipt-contracts';
import { receiptTexts, reminderTexts, type ReminderStep } from '../receipts/receipt-texts';
import { receiptTextsSw } from '../receipts/receipt-texts-sw';
import type { InvoiceKind } from '../rent/rent-contracts';
import type { ServiceCategory } from '../services/service-categories';
import { serviceCategoryLabels } from '../services/service-categories';
import { notificationTexts } from './notification-texts';

/**
 * Every SMS ABODE sends, in English and Kiswahili: the server picks the recipient's language (`users.locale`;
 * a phone with no account gets English) when it writes the text. The English entries are the existing texts
 * (word for word); each Kiswahili entry says the same facts within the same length (codes, amounts as
 * 'KES 25,000', names and places unchanged). An event's SMS is its `title` and `body` framed by `event`.
 */

type Invoice = { kind: InvoiceKind; period: string; balance: number; dueDate: string; place: string };
type Note = { title: string; body: string };

const kes = receiptTexts.kes;
const e = notificationTexts.events;

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
  events: {
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
const kycName = (category: string) =>
  (kycSw as Readonly<Record<string, string | undefined>>)[category] ?? 'hati';

const kiswahili: SmsTexts = {
  event: (note) => `ABODE: ${note.title}. ${note.body}`,
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
  maintenanceEscalation: (category, place, hours) =>
    `ABODE: DHARURA ya ${maintenanceSw[category]} katika ${place} iliyoripotiwa saa ${hours} zilizopita bado haijashughulikiwa. Tafadhali chukua hatua sasa.`,
  events: {
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
  },
};

/** The SMS texts of a language: `smsTexts.sw.receipt(receipt)`. */
export const smsTexts: Readonly<Record<Locale, SmsTexts>> = { en: english, sw: kiswahili };

/** An event's notification in both languages, for its SMS (the job picks the recipient's when it sends). */
export function eventInBothLanguages(note: (texts: SmsTexts['events']) => Note): Note & { sw: Note } {
  return { ...note(english.events), sw: note(kiswahili.events) };
}
