import { expect, test } from '@playwright/test';

/** What a chat app sees of a pasted link: the HTML as the server sends it, before any script runs. */
test('a listing link shows the home in its preview, and the page still opens as the app', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/search?q=apartment%20in%20kilimani&intent=rent');
  const { results } = (await search.json()) as { results: { id: string; name: string }[] };
  const listing = results[0]!;
  const html = await (await request.get(`/listings/${listing.id}`)).text();
  const og = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(og('og:title')).toContain('| ABODE');
  expect(og('og:description')).toMatch(/to rent in .+ · KES [\d,]+ a month/);
  const image = og('og:image')!;
  expect(image).toMatch(new RegExp(`/api/link-previews/listings/${listing.id}\\.jpg$`));
  const picture = await request.get(new URL(image).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  // The written head is the app's own page: it loads and shows the listing.
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\| ABODE$/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/listings/${listing.id}</loc>`);
});
