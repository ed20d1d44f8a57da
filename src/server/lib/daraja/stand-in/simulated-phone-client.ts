import type { PendingPrompt } from './stk-prompts';

export interface PhoneAnswer {
  resultCode: number;
  resultDesc: string;
}

/**
 * The stand-in's simulated phone over HTTP, at `${baseUrl}/simulator` where baseUrl is the stand-in's
 * (MPESA_BASE_URL on the stand-in): the development-only pages call it from the server, so every instance
 * reaches the one stand-in that holds the prompts. Null answers mean no such pending prompt.
 */
export function createSimulatedPhoneClient(baseUrl: string, timeoutMs = 5000) {
  const root = `${baseUrl.replace(/\/+$/, '')}/simulator`;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T | null> {
    const response = await fetch(`${root}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The stand-in answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const post = (path: string, body: unknown = {}) =>
    call<PhoneAnswer>(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    /** The prompts waiting on a phone, in any Kenyan form. */
    async pendingPrompts(phone: string): Promise<PendingPrompt[]> {
      const answer = await call<{ prompts: PendingPrompt[] }>(`/phones/${encodeURIComponent(phone)}/prompts`);
      return answer?.prompts ?? [];
    },
    enterPin: (checkoutRequestId: string, pin: string) =>
      post(`/prompts/${encodeURIComponent(checkoutRequestId)}/pin`, { pin }),
    cancel: (checkoutRequestId: string) => post(`/prompts/${encodeURIComponent(checkoutRequestId)}/cancel`),
    /** Ends the prompt as if the payer let it time out (1019), without waiting for it. */
    timeOut: (checkoutRequestId: string) => post(`/prompts/${encodeURIComponent(checkoutRequestId)}/timeout`),
  };
}
