import { startBareNext } from './bare-next';

// Host elements only, the shape of a product page's sections (a heading, a paragraph, a link, Tailwind classes):
// no data, no components, no messages. `rows` sets its size; reading the search parameters renders it per request.
const sizedPage = `export default async function Page({ searchParams }) {
  const rows = Number((await searchParams).rows ?? 0);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">A page of a product page's size</h1>
      {Array.from({ length: rows }, (_, row) => (
        <section key={row} className="rounded-md border border-neutral-200 p-4 text-sm">
          <h2 className="text-lg font-semibold">Part {row} for a tractor of model L{row}</h2>
          <p className="text-neutral-700">A used starter motor imported from Japan, tested, 12 V, 0.8 kW, part {row}.</p>
          <a href={'/product/part-' + row} className="underline">Open part {row}</a>
        </section>
      ))}
    </main>
  );
}
`;

// The bare app's own route handler: the same answer as the shop's health check, without its database question.
const healthRoute = `export const dynamic = 'force-dynamic';
export function GET() {
  return Response.json({ status: 'ok', database: 'up' }, { headers: { 'cache-control': 'no-store' } });
}
`;

/**
 * What Next.js itself costs to render a page per request (issue #20's render-cost floor): the bare app
 * (bare-next.ts) with a dynamic page of host elements, and a route handler to compare it with. `pathOfSize` gives
 * the page's address that renders about `bytes` of HTML (the shop's product page's size), found from two sizes.
 */
export async function startRenderFloor(): Promise<{
  base: string;
  pid: number;
  healthPath: string;
  pathOfSize(bytes: number): Promise<string>;
  stop(): void;
}> {
  const { base, pid, stop } = await startBareNext({
    'app/sized/page.jsx': sizedPage,
    'app/api/health/route.js': healthRoute,
  });
  const sizeOf = async (rows: number) => (await (await fetch(`${base}/sized?rows=${rows}`)).arrayBuffer()).byteLength;
  return {
    base,
    pid,
    healthPath: '/api/health',
    async pathOfSize(bytes) {
      const [empty, hundred] = [await sizeOf(0), await sizeOf(100)];
      return `/sized?rows=${Math.max(0, Math.round(((bytes - empty) / (hundred - empty)) * 100))}`;
    },
    stop,
  };
}
