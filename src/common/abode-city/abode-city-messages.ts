import { formatKenyanPhone } from '../phone/kenyan-phone';
import { formatNairobiDate, formatNairobiTime } from './abode-city-dates';
import { formatKesAmount } from '../i18n/locale';

const kes = (amount: number) => formatKesAmount(amount);

/** Every message the ABODE City API gives, and the texts it sends by SMS. */
export const abodeCityMessages = {
  validation: {
    service: 'Choose one of our six services',
    location: 'Choose a location from the list',
    sizeValue: 'Enter the plot or floor size as a number greater than 0',
    sizeUnit: 'Choose square metres, square feet or acres',
    budget: 'Choose a budget range',
    timeline: 'Choose when you would like to start',
    description: 'Describe your project in 20 to 2,000 characters',
    name: 'Enter your name (up to 100 characters)',
    email: 'Enter a valid email address',
    mode: 'Choose in person or by phone',
    startsAt: 'Choose a time from the list of free slots',
    notes: 'Notes can be up to 1,000 characters',
    items: 'Add 1 to 20 items to the quote',
    itemDescription: 'Describe each item in 2 to 120 characters',
    itemAmount: 'Each amount is a whole number of KES from 1 to 1,000,000,000',
    validUntil: 'The quote is valid until a date like 2026-12-31',
    validUntilRange: 'The validity date must be from today to 180 days ahead',
    note: 'The note can be up to 1,000 characters',
    from: 'from is a date like 2026-12-01',
    fileRequired: 'Choose a file to upload',
    fileNotMultipart: 'Send the file as multipart/form-data',
    fileOneOnly: 'Send one file at a time',
    fileTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB`,
  },
  slot: {
    past: 'That time has passed. Choose a later slot.',
    weekend: 'We meet Monday to Friday. Choose a weekday slot.',
    'outside-hours': 'Consultations run on the hour from 8:00 AM to 5:00 PM (we close at 6:00 PM).',
    'too-far': 'Slots can be booked up to 60 days ahead.',
  },
  conflict: {
    slotTaken: 'That slot was just taken. Please choose another time.',
    alreadyQuoted: 'This request has already been answered with a quote.',
    notQuoted: 'There is no quote to accept yet.',
    alreadyAccepted: 'You have already accepted this quote.',
    expired: (date: string) => `This quote expired on ${formatNairobiDate(date)}. Ask us for a new quote.`,
    tooManyFiles: (max: number) => `A request can carry up to ${max} plans or photos.`,
    filesAfterQuote: 'Plans and photos can be added until the quote is sent.',
  },
  notFound: {
    request: 'No such quote request',
    file: 'No such file',
  },
  rateLimited: 'Too many requests from this connection. Please try again later.',
  notify: {
    quoteReadyTitle: 'Your ABODE City quote is ready',
    quoteReadyBody: (service: string, total: number, validUntil: string) =>
      `${service}: ${kes(total)}, valid until ${formatNairobiDate(validUntil)}.`,
    consultationTitle: 'ABODE City consultation booked',
    consultationBody: (at: string, mode: string) => `${formatNairobiTime(at)}, ${mode.toLowerCase()}.`,
  },
  sms: {
    quoteReady: (service: string, total: number, validUntil: string, link: string) =>
      `ABODE City: your quote for ${service} is ready: ${kes(total)}, valid until ${formatNairobiDate(validUntil)}. View and accept: ${link}`,
    requestReceived: (service: string, link: string) =>
      `ABODE City: we received your quote request for ${service} and will reply within one working day. Follow it here: ${link}`,
    teamNewRequest: (name: string, phone: string, service: string, location: string) =>
      `ABODE City: new quote request from ${name} (${formatKenyanPhone(phone)}): ${service} in ${location}.`,
    teamAccepted: (name: string, phone: string, service: string, total: number) =>
      `ABODE City: ${name} (${formatKenyanPhone(phone)}) accepted the ${kes(total)} quote for ${service}.`,
    teamBooked: (name: string, phone: string, at: string, mode: string) =>
      `ABODE City: consultation booked by ${name} (${formatKenyanPhone(phone)}) for ${formatNairobiTime(at)}, ${mode.toLowerCase()}.`,
    booked: (at: string, mode: string, office: string) =>
      `ABODE City: your consultation is booked for ${formatNairobiTime(at)}, ${mode.toLowerCase()}. ${office}`,
    reminderDay: (at: string, mode: string, office: string) =>
      `ABODE City reminder: your consultation is tomorrow, ${formatNairobiTime(at)}, ${mode.toLowerCase()}. ${office}`,
    reminderHour: (at: string, mode: string, office: string) =>
      `ABODE City reminder: your consultation starts in an hour (${formatNairobiTime(at)}), ${mode.toLowerCase()}. ${office}`,
    inPersonWhere: 'Westlands Studio, 3rd Floor, Woodvale Grove, Westlands, Nairobi.',
    byPhoneWhere: 'We will call you on this number.',
  },
} as const;
