import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  calendarQuery,
  consultationInput,
  quoteAnswerInput,
  quoteQueueQuery,
  quoteRequestInput,
  slotQuery,
  type AbodeCityContact,
} from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { quoteKeyHeader } from '@common/abode-city/abode-city-vocabulary';
import { formatKenyanPhone } from '@common/phone/kenyan-phone';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { maxUploadBytesOf } from '../kyc';
import { acceptQuote } from './accept-quote';
import { answerQuoteRequest } from './answer-quote-request';
import { bookConsultation } from './book-consultation';
import { getQuoteFile } from './get-quote-file';
import { getQuoteRequest } from './get-quote-request';
import { listConsultationCalendar } from './list-consultation-calendar';
import { listFreeSlots } from './list-free-slots';
import { listMyQuoteRequests } from './list-my-quote-requests';
import { listQuoteQueue } from './list-quote-queue';
import { requestQuote } from './request-quote';
import { uploadQuoteFile } from './upload-quote-file';

const v = abodeCityMessages.validation;

/** A visitor's private link key, sent in a header so it never lands in an access log's address. */
const keyOf = (c: Context<AppEnv>) => c.req.header(quoteKeyHeader)?.slice(0, 64) || undefined;

/** The upload route's path, for the body-size guard (which leaves it to the upload reader). */
export const quoteFileUploadPath = '/api/abode-city/quote-files';

/**
 * `/api/abode-city`: ABODE City's quote requests (anyone asks; the team answers with a quote; the requester
 * accepts it) and consultations (anyone books a free slot; the team reads its calendar), and the office line.
 */
export const abodeCityRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/contact', (c) => {
    const phone = c.get('deps').config.ABODE_CITY_PHONE;
    const contact: AbodeCityContact = { phone, display: formatKenyanPhone(phone) };
    return c.json(contact);
  })
  .post('/quote-requests', validate('json', quoteRequestInput), async (c) =>
    c.json(await requestQuote(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/quote-requests/mine', async (c) => c.json(await listMyQuoteRequests(serviceContext(c))))
  .get('/quote-requests/:id', async (c) =>
    c.json(await getQuoteRequest(serviceContext(c), { id: c.req.param('id'), key: keyOf(c) })),
  )
  .post('/quote-requests/:id/accept', async (c) =>
    c.json(await acceptQuote(serviceContext(c), { id: c.req.param('id'), key: keyOf(c) })),
  )
  .post('/quote-requests/:id/quote', validate('json', quoteAnswerInput), async (c) =>
    c.json(await answerQuoteRequest(serviceContext(c), { id: c.req.param('id'), ...c.req.valid('json') })),
  )
  .post('/quote-files', async (c) => {
    const ctx = serviceContext(c);
    const readForm = () =>
      readUploadForm(c, {
        maxBytes: maxUploadBytesOf(ctx.config),
        fields: ['requestId'],
        messages: { notMultipart: v.fileNotMultipart, oneFileOnly: v.fileOneOnly, tooLarge: v.fileTooLarge },
      });
    return c.json(await uploadQuoteFile(ctx, { key: keyOf(c), readForm }), 201);
  })
  .get('/quote-requests/:id/files/:fileId', async (c) => {
    const file = await getQuoteFile(serviceContext(c), {
      id: c.req.param('id'),
      fileId: c.req.param('fileId'),
      key: keyOf(c),
    });
    const label = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${label}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  })
  .get('/consultations/slots', validate('query', slotQuery), async (c) =>
    c.json(await listFreeSlots(serviceContext(c), c.req.valid('query'))),
  )
  .post('/consultations', validate('json', consultationInput), async (c) =>
    c.json(await bookConsultation(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/back-office/quote-requests', validate('query', quoteQueueQuery), async (c) =>
    c.json(await listQuoteQueue(serviceContext(c), c.req.valid('query'))),
  )
  .get('/back-office/consultations', validate('query', calendarQuery), async (c) =>
    c.json(await listConsultationCalendar(serviceContext(c), c.req.valid('query'))),
  );
