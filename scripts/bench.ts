/**
 * `pnpm bench`: starts the built store on its own ports and prints, side by side in one run,
 * throughput and latency of the home page data straight from the REST API, the same data through
 * the BFF, the server render of the home page, and a filtered catalogue listing with its facets
 * straight from the REST API and through the BFF. It prints figures; it asserts nothing.
 */
import { printTable, runLoad, type LoadResult } from './bench/load.ts';
import { startStack } from './bench/stack.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

const HOME_QUERY = `query HomeBench {
  market { id name theme settings { geolocation copyright contacts { phone email } }
    layout { expressMenu { title url } bottomMenu { title url icon highlight } } }
  homePage {
    slides { link title image { id url(width: 1515) } }
    sellers { slug title }
    categories { slug title image { url(width: 300) } }
    banners { id title link image { url(width: 740) } }
    seo { pageTitle metaDescription h1 noindex }
  }
}`;

/** A catalogue listing as a visitor filters it: text, a brand and a price cap, with every facet. */
const LISTING_BODY = {
  text: 'дрель',
  filter: { brands: ['makita'], price: { max: 20000 } },
  with_facets: true,
  page_size: 24,
};
const LISTING_QUERY = `query ListingBench($input: ListingInput!) {
  listing(input: $input) {
    totalSize isAccurate page pageSize
    products { id slug title sku brand { title } image { url(width: 300) }
      price { base { amount currencyCode } user { amount currencyCode } discount } status }
    facets { price { min max } brands { title slug count } categories { title slug count }
      properties { id title type units min max buckets { title slug count } } }
  }
}`;
const LISTING_VARIABLES = {
  input: { text: 'дрель', filter: { brands: ['makita'], priceMax: 20000 }, pageSize: 24 },
};

const stack = await startStack();
try {
  const results: LoadResult[] = [];
  const api = new URL(stack.api);
  const bff = new URL(stack.bff);
  const web = new URL(stack.web);
  // Warm up each path so JIT and caches do not weigh on the first figures.
  for (const run of [1, 2]) {
    const warm = run === 1;
    const opts = warm ? { connections: 2, seconds: 1 } : { connections, seconds };
    const batch = [
      await runLoad(
        {
          name: '(a) REST GET /v1/pages/home',
          origin: api.origin,
          path: '/v1/pages/home',
          headers: { 'x-market-id': 'garwin' },
        },
        opts,
      ),
      await runLoad(
        {
          name: '(b) BFF homePage + market',
          origin: bff.origin,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'garwin.localhost' },
          body: JSON.stringify({ query: HOME_QUERY }),
        },
        opts,
      ),
      await runLoad(
        {
          name: '(c) SSR GET / (full HTML)',
          origin: web.origin,
          path: '/',
          headers: { host: 'garwin.localhost' },
        },
        opts,
      ),
      await runLoad(
        {
          name: '(e) REST POST /v1/products listing',
          origin: api.origin,
          path: '/v1/products',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-market-id': 'garwin' },
          body: JSON.stringify(LISTING_BODY),
        },
        opts,
      ),
      await runLoad(
        {
          name: '(f) BFF listing + facets',
          origin: bff.origin,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'garwin.localhost' },
          body: JSON.stringify({ query: LISTING_QUERY, variables: LISTING_VARIABLES }),
        },
        opts,
      ),
    ];
    if (!warm) {
      // One connection: the time to render one home page with nothing else in flight.
      batch.push(
        await runLoad(
          {
            name: '(d) SSR GET /, render time',
            origin: web.origin,
            path: '/',
            headers: { host: 'garwin.localhost' },
          },
          { connections: 1, seconds },
        ),
      );
      results.push(...batch);
    }
  }
  console.log(
    `\nHome page and a catalogue listing, ${connections} connections, ${seconds} s each, one run:`,
  );
  printTable(results);
} finally {
  await stack.stop();
}
