/**
 * The floor of the home query: a hand-written proxy with nothing but node:http and undici. For
 * every POST it makes the REST calls the BFF makes for the home page with a cold cache (settings,
 * layout, home page, in parallel), and answers the JSON the home query would give, built by hand.
 * No GraphQL, no validation, no session: what the BFF costs is measured against this.
 *
 * Run as its own process: `FLOOR_PORT=… API_URL=… node scripts/bench/floor.ts`.
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

interface Settings {
  market: { id: string; name: string; theme: string };
  geolocation: boolean;
  copyright: string;
  contacts: { phone: string; email: string };
}
interface MenuItem {
  title: string;
  url: string;
  icon?: string | null;
  highlight?: boolean;
}
interface Layout {
  header: { express_menu: MenuItem[]; bottom_menu: MenuItem[] };
}
interface Home {
  slider: { link: string; title: string; image_uid: string }[];
  sellers: { slug: string; title: string }[];
  categories: { slug: string; title: string; image_id: string | null }[];
  banners: { id: string; title: string; link: string; image_id: string }[];
  seo: { page_title: string; meta_description: string | null; h1: string | null; noindex: boolean };
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.FLOOR_PORT ?? 5200);
const pool = new Pool(apiUrl, { connections: 128, keepAliveTimeout: 30_000 });
const headers = { accept: 'application/json', 'x-market-id': 'garwin' };

async function get<T>(path: string): Promise<T> {
  const res = await pool.request({ method: 'GET', path, headers });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
  return (await res.body.json()) as T;
}

const image = (id: string, width: number) => ({ id, url: `/images/${id}?w=${width}` });

async function home() {
  const [settings, layout, page] = await Promise.all([
    get<Settings>('/v1/settings'),
    get<Layout>('/v1/layout'),
    get<Home>('/v1/pages/home'),
  ]);
  return {
    data: {
      market: {
        id: settings.market.id,
        name: settings.market.name,
        theme: settings.market.theme,
        settings: {
          geolocation: settings.geolocation,
          copyright: settings.copyright,
          contacts: { phone: settings.contacts.phone, email: settings.contacts.email },
        },
        layout: {
          expressMenu: layout.header.express_menu.map((m) => ({ title: m.title, url: m.url })),
          bottomMenu: layout.header.bottom_menu.map((m) => ({
            title: m.title,
            url: m.url,
            icon: m.icon ?? null,
            highlight: m.highlight ?? false,
          })),
        },
      },
      homePage: {
        slides: page.slider.map((s) => ({
          link: s.link,
          title: s.title,
          image: image(s.image_uid, 1515),
        })),
        sellers: page.sellers.map((s) => ({ slug: s.slug, title: s.title })),
        categories: page.categories.map((c) => ({
          slug: c.slug,
          title: c.title,
          image: c.image_id ? { url: image(c.image_id, 300).url } : null,
        })),
        banners: page.banners.map((b) => ({
          id: b.id,
          title: b.title,
          link: b.link,
          image: { url: image(b.image_id, 740).url },
        })),
        seo: {
          pageTitle: page.seo.page_title,
          metaDescription: page.seo.meta_description,
          h1: page.seo.h1,
          noindex: page.seo.noindex,
        },
      },
    },
  };
}

const server = createServer((req, res) => {
  if (req.url === '/readyz') return void res.end('ok');
  req.resume();
  req.once('end', () => {
    home().then(
      (body) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(502).end(String(error)),
    );
  });
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void pool.close();
});
