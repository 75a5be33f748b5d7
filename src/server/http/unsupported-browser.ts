import type { Messages } from 'next-intl';
import { allMessages } from '@/i18n/all-messages';
import { otherLocales, type Locale } from '@/shared/locales';

/** Spec §8: Internet Explorer cannot run the shop; it gets this page with status 417. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return userAgent.includes('MSIE ') || userAgent.includes('Trident/');
}

const supportedBrowsers = ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A self-contained page (no scripts, no external files, styles old browsers understand), in the language of
 * the requested path first and the others after it.
 */
export function unsupportedBrowserPage(locale: Locale): string {
  const first = allMessages[locale];
  const browsers = supportedBrowsers.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  const block = (messages: Messages, lang: string) =>
    `<div lang="${lang}"><h1>${escapeHtml(messages.unsupportedBrowser.heading)}</h1><p>${escapeHtml(messages.unsupportedBrowser.supported)}</p><ul>${browsers}</ul></div>`;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(first.unsupportedBrowser.title)} | ${escapeHtml(first.site.name)}</title>
<style>
body{margin:0;padding:48px 16px;font-family:"Segoe UI",Arial,sans-serif;color:#333333;background:#ffffff;line-height:1.5}
.box{max-width:560px;margin:0 auto;border-top:4px solid #d70b36;padding-top:24px}
.name{font-weight:bold;color:#d70b36;font-size:18px;margin:0 0 24px}
h1{font-size:24px;margin:0 0 8px}
ul{padding-left:20px;margin:8px 0 32px}
li{margin:4px 0}
</style>
</head>
<body>
<div class="box">
<p class="name">${escapeHtml(first.site.name)}</p>
${[locale, ...otherLocales(locale)].map((each) => block(allMessages[each], each)).join('\n')}
</div>
</body>
</html>
`;
}
