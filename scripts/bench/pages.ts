import { printTable, runLoad, type LoadResult, type LoadTarget } from './load.ts';
import type { Stack } from './stack.ts';

export const HOME_QUERY = `query HomeBench {
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
export const LISTING_QUERY = `query ListingBench($input: ListingInput!) {
  listing(input: $input) {
    totalSize isAccurate page pageSize
    products { id slug title sku brand { title } image { url(width: 300) }
      price { base { amount currencyCode } user { amount currencyCode } discount } status }
    facets { price { min max } brands { title slug count } categories { title slug count }
      properties { id title type units min max buckets { title slug count } } }
  }
}`;
export const LISTING_VARIABLES = {
  input: { text: 'дрель', filter: { brands: ['makita'], priceMax: 20000 }, pageSize: 24 },
};

const ADD_TO_CART = `mutation AddToCartBench($input: AddToCartInput!) {
  addToCart(input: $input) {
    cart { id totalItemsQuantity totalUserPrice { amount } availableItems { id quantity } }
    userErrors { code }
  }
}`;

/**
 * Two visitor carts made through the REST API: one with a line to add to (the cookie and the
 * product), and one with 100 lines for the cart page (quick order by articles).
 */
async function prepareCarts(api: URL) {
  const headers = { 'content-type': 'application/json', 'x-market-id': 'garwin' };
  const products: { id: string; sku: string; status: string }[] = [];
  for (const page of [1, 2, 3]) {
    const res = await fetch(new URL('/v1/products', api), {
      method: 'POST',
      headers,
      body: JSON.stringify({ page_size: 100, page_number: page }),
    });
    products.push(...((await res.json()) as { products: typeof products }).products);
  }
  // Goods on order have no stock cap, so the repeated adds never run into the stock.
  const onOrder = products.find((p) => p.status === 'ON_ORDER');
  if (!onOrder) throw new Error('The seeded catalogue has no product on order');
  const inStock = products.filter((p) => p.status === 'IN_STOCK').slice(0, 100);
  const cartCookie = async (path: string, body: unknown) => {
    const res = await fetch(new URL(path, api), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('cart_id='));
    if (!cookie) throw new Error(`${path} set no cart cookie`);
    return cookie.split(';')[0] ?? '';
  };
  const small = await cartCookie('/v2/cart:add_product', { product_id: onOrder.id, quantity: 1 });
  const large = await cartCookie('/v2/cart:add_products', {
    items: inStock.map((p) => ({ sku: p.sku, quantity: 1 })),
  });
  return { productId: onOrder.id, small, large, lines: inStock.length };
}

/**
 * Throughput and latency of the home page data straight from the REST API and through the BFF, the
 * server render of the home page, a filtered listing with facets from the REST API and through the
 * BFF, add-to-cart through the BFF at 10 connections and the render of a 100-line cart page.
 */
export async function benchPages(stack: Stack, { seconds = 5, connections = 8 } = {}) {
  const results: LoadResult[] = [];
  const carts = await prepareCarts(new URL(stack.api));
  const api = new URL(stack.api);
  const bff = new URL(stack.bff);
  const web = new URL(stack.web);
  /** A GraphQL operation posted to the BFF on garwin (a cookie makes it a known visitor's). */
  const graphql = (name: string, body: object, cookie?: string): LoadTarget => ({
    name,
    origin: bff.origin,
    path: '/graphql',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'garwin.localhost',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
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
      await runLoad(graphql('(b) BFF homePage + market', { query: HOME_QUERY }), opts),
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
        graphql('(f) BFF listing + facets', { query: LISTING_QUERY, variables: LISTING_VARIABLES }),
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
    // The cart: add-to-cart through the BFF at 10 connections, the 100-line cart page render.
    const cartBatch = [
      await runLoad(
        graphql(
          '(g) BFF addToCart mutation',
          {
            query: ADD_TO_CART,
            variables: { input: { productId: carts.productId, quantity: 1 } },
          },
          carts.small,
        ),
        warm ? opts : { connections: 10, seconds },
      ),
      await runLoad(
        {
          name: `(h) SSR GET /cart, ${carts.lines} lines, render time`,
          origin: web.origin,
          path: '/cart',
          headers: { host: 'garwin.localhost', cookie: carts.large },
        },
        warm ? opts : { connections: 1, seconds },
      ),
    ];
    if (!warm) results.push(...cartBatch);
  }
  console.log(
    `\nHome page and a catalogue listing, ${connections} connections (the cart: as named), ${seconds} s each, one run:`,
  );
  printTable(results);
}
