import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * Runs a page's mutation hook once with `input`, as a submit does, and returns the address and JSON body of
 * the one request it sent. The global fetch the typed client calls is stubbed (answering `{}`), so nothing
 * leaves the test; the hook is rendered inside a query client of its own, as a page renders it.
 */
export async function sentRequest<Input>(
  useHook: () => { mutateAsync: (input: Input) => Promise<unknown> },
  input: Input,
): Promise<{ url: string; json: unknown }> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
  try {
    let mutation: ReturnType<typeof useHook> | undefined;
    const Probe = () => {
      mutation = useHook();
      return null;
    };
    renderToStaticMarkup(
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Probe)),
    );
    await mutation?.mutateAsync(input);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    return { url: String(url), json: JSON.parse(String(init?.body)) };
  } finally {
    fetchSpy.mockRestore();
  }
}
