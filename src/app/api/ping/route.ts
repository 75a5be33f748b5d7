/** Liveness: answers without touching the database (GET /api/health checks the database too). */
export function GET() {
  return new Response('pong', { headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
}
