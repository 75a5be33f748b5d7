import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { sandboxGateway } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';
import { formatMoney } from '@/shared/money';

type Params = { params: Promise<{ ref: string }> };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The gateway's 3-D Secure-style confirmation page, as a bank would show it: plain HTML, clearly test mode. */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const challenge = await sandboxGateway(config(), (await sharedDatabase()).db)?.challengeOf((await params).ref);
  if (!challenge) return new Response('Unknown or finished payment session.', { status: 404 });
  const amount = formatMoney({ cents: challenge.amountCents, currency: challenge.currency }, 'en');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#333}.test{background:#fde68a;padding:.5rem;border-radius:.25rem;font-weight:700}button{font-size:1rem;padding:.75rem 1rem;margin:.25rem;border-radius:.375rem;border:1px solid #999;cursor:pointer}.ok{background:#00aa44;color:#fff;border-color:#00aa44}</style></head>
<body><p class="test">TEST MODE: sandbox card gateway, no money moves</p><h1>Confirm your payment</h1>
<p>Order ${escape(challenge.reference)}: <strong>${escape(amount)}</strong></p>
<form method="post"><button class="ok" name="outcome" value="approve">Confirm payment</button><button name="outcome" value="fail">Fail authentication</button></form></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
});

export const POST = answeringFaults(async (request: Request, { params }: Params) => {
  const form = await request.formData().catch(() => null);
  const returnUrl = await sandboxGateway(config(), (await sharedDatabase()).db)?.confirm(
    (await params).ref,
    form?.get('outcome') === 'approve',
  );
  if (!returnUrl) return new Response('Unknown or finished payment session.', { status: 404 });
  return new Response(null, { status: 303, headers: { location: returnUrl } });
});
