import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi } from './auth';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/**
 * Through the API, as e2e/kyc.spec.ts tests the screens: the user signed in on `page` uploads the three
 * required KYC documents and submits them, and the superadmin, in a browser context of its own, approves each.
 * Sends above KES 10,000 then ask only for the texted code.
 */
export async function approvedKyc(browser: Browser, page: Page): Promise<void> {
  const documentIds: string[] = [];
  for (const [category, file, mimeType] of [
    ['id_front', 'id-front.jpg', 'image/jpeg'],
    ['id_back', 'id-back.png', 'image/png'],
    ['selfie', 'selfie.jpg', 'image/jpeg'],
  ] as const) {
    const uploaded = await page.request.post('/api/kyc/documents', {
      multipart: {
        category,
        file: { name: file, mimeType, buffer: readFileSync(path.join(fixtures, file)) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    documentIds.push(((await uploaded.json()) as { id: string }).id);
  }
  const submitted = await page.request.post('/api/kyc/submit');
  expect(submitted.status(), await submitted.text()).toBe(200);

  const reviewer = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });
  try {
    const admin = await reviewer.newPage();
    await signInViaApi(admin, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
    for (const id of documentIds) {
      const approved = await admin.request.post(`/api/kyc/documents/${id}/approve`);
      expect(approved.status(), await approved.text()).toBe(200);
    }
  } finally {
    await reviewer.close();
  }
}
