import 'server-only';
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';

/** What the emulated hosted page shows: the order, and the outcome of the customer's last try. */
export type HostedPageView = {
  orderCode: string;
  amountCents: number;
  description: string | null;
  maxInstallments: number;
  /** Viva's `requestLang` (`el-GR`, `en-GB`); the page speaks Greek unless asked for English. */
  lang: string | null;
  notice: 'declined' | 'invalid' | 'closed' | null;
  action: string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The emulator's stand-in for Viva's payment page: a plain form, no script, posted back to the emulator. */
export function hostedPage(view: HostedPageView): string {
  const english = view.lang?.toLowerCase().startsWith('en') ?? false;
  // Through the translator: the build precompiles the messages (next-intl's precompile), so they are not plain text.
  const t = createTranslator({
    locale: english ? 'en' : 'el',
    messages: allMessages[english ? 'en' : 'el'],
    namespace: 'payments.vivaEmulator',
  });
  const amount = new Intl.NumberFormat(english ? 'en-IE' : 'el-GR', { style: 'currency', currency: 'EUR' }).format(
    view.amountCents / 100,
  );
  const installments = [0, ...Array.from({ length: Math.max(view.maxInstallments - 1, 0) }, (_, i) => i + 2)]
    .map((count) => `<option value="${count}">${count === 0 ? escape(t('noInstallments')) : count}</option>`)
    .join('');
  const notice = view.notice ? `<p role="alert" class="notice">${escape(t(view.notice))}</p>` : '';
  const open = view.notice !== 'closed';
  const action = escape(view.action);
  return `<!doctype html>
<html lang="${english ? 'en' : 'el'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.test{background:#fff4d6;padding:.75rem;border-radius:.375rem}.notice{background:#fde8e8;padding:.75rem;border-radius:.375rem}
fieldset{border:1px solid #ccc;border-radius:.375rem;margin:1rem 0;padding:1rem}label{display:block;margin:.5rem 0}
input,select{display:block;width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:.75rem;padding:.6rem 1rem;width:100%}</style>
</head><body><main>
<h1>${escape(t('title'))}</h1>
<p class="test">${escape(t('testMode'))}</p>
<p>${escape(t('order'))}: ${escape(view.orderCode)}${view.description ? ` · ${escape(view.description)}` : ''}</p>
<p>${escape(t('amount'))}: <strong>${escape(amount)}</strong></p>
${notice}
${
  open
    ? `<form method="post" action="${action}"><fieldset><legend>${escape(t('card'))}</legend>
<label>${escape(t('cardNumber'))}<input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
<label>${escape(t('expiry'))}<input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></label>
<label>${escape(t('cvv'))}<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label>
${view.maxInstallments > 1 ? `<label>${escape(t('installments'))}<select name="installments">${installments}</select></label>` : ''}
<button name="action" value="card">${escape(t('payCard', { amount }))}</button></fieldset></form>
<form method="post" action="${action}"><fieldset><legend>${escape(t('iris'))}</legend><p>${escape(t('irisHint'))}</p>
<button name="action" value="iris">${escape(t('payIris'))}</button></fieldset></form>
<form method="post" action="${action}"><button name="action" value="cancel">${escape(t('cancel'))}</button></form>`
    : ''
}
</main></body></html>`;
}
