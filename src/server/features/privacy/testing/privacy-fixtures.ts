import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from '../../../lib/storage/file-storage';

/** What these helpers use of the test app (src/server/testing/test-app.ts). */
interface TestClient {
  request(path: string, init?: RequestInit & { json?: unknown; clientIp?: string }): Promise<Response>;
  storage: FileStorage;
}

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures');

/** Uploads the committed sample ID photo as the user's id_front; answers the stored document's path. */
export async function uploadIdFront(t: TestClient, user: { cookie: string }): Promise<string> {
  const form = new FormData();
  form.set('category', 'id_front');
  const bytes = new Uint8Array(readFileSync(path.join(fixturesDir, 'id-front.jpg')));
  form.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'my-id.jpg');
  const res = await t.request('/api/kyc/documents', {
    method: 'POST',
    body: form,
    headers: { cookie: user.cookie },
  });
  if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { path: string }).path;
}

/** The bytes of a stored object, or null when there is none. */
export async function storedBytes(t: TestClient, key: string): Promise<Uint8Array | null> {
  const object = await t.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Sends a contact message from `email`. */
export async function sendContactMessage(t: TestClient, email: string, message: string, clientIp: string) {
  const res = await t.request('/api/contact-messages', {
    method: 'POST',
    json: { name: 'Sender', email, message, consent: true },
    clientIp,
  });
  if (res.status !== 201) throw new Error(`Contact answered ${res.status}`);
}
