import type { FuzzRequest } from './graphql-cases';
import {
  deeplyNestedJson,
  hostileHeaderValue,
  hostileText,
  hostileValue,
  withInvalidUtf8,
  type Random,
} from './hostile-values';

/** A route handler's request, with the values of its dynamic segments (`[ref]`) when it has some. */
export type FormRequest = FuzzRequest & { params?: Record<string, string> };

export type FormTarget = {
  /** `METHOD /path/[param]`, as the route files are laid out under src/app. */
  name: string;
  request(random: Random): FormRequest;
};

export type FormFuzzOptions = {
  /** A valid signed form time, so that some contact requests get past the spam check to their checks of content. */
  formStamp?: () => string;
  /** The revalidation token, so that some requests get past it to the body's checks. */
  revalidateToken?: string;
};

const json = 'application/json';
const urlencoded = 'application/x-www-form-urlencoded';

/** A body for fields the endpoint expects: JSON or a form, each poisoned in one of several ways. */
function body(random: Random, fields: Record<string, string>): { contentType: string; body: string | Buffer } {
  const poisoned = { ...fields };
  const names = Object.keys(fields);
  if (names.length > 0) poisoned[random.pick(names)] = hostileText(random);
  const roll = random.int(10);
  if (roll < 3) {
    const value: Record<string, unknown> = { ...fields };
    if (names.length > 0) value[random.pick(names)] = hostileValue(random);
    return { contentType: json, body: JSON.stringify(value) };
  }
  if (roll < 6) return { contentType: urlencoded, body: new URLSearchParams(poisoned).toString() };
  if (roll === 6)
    return { contentType: random.pick([json, urlencoded]), body: withInvalidUtf8(random, JSON.stringify(fields)) };
  if (roll === 7) return { contentType: json, body: deeplyNestedJson(random) };
  if (roll === 8) {
    const text = JSON.stringify(fields);
    return { contentType: json, body: text.slice(0, random.int(text.length)) };
  }
  return {
    contentType: random.pick(['text/plain', 'multipart/form-data', 'application/xml', '']),
    body: hostileText(random),
  };
}

function post(path: string, random: Random, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { contentType, body: content } = body(random, fields);
  return {
    method: 'POST' as const,
    path,
    headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    body: content,
  };
}

/** A segment for an address (an unpaired surrogate has no percent-escape: it is sent as U+FFFD). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

/** A path segment's value: hostile text, sometimes plausible. */
const segment = (random: Random, plausible: string) =>
  random.chance(0.2) ? plausible : hostileText(random).slice(0, 2000);

/** `multipart/form-data` written by hand, so that names, file names and values can hold any bytes. */
function multipart(random: Random, parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = `----fuzz${random.int(1e9)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type =
      part.filename !== undefined ? `\r\nContent-Type: ${random.pick(['image/png', 'image/jpeg', 'text/plain'])}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}${random.chance(0.9) ? '--' : ''}\r\n`));
  const content = Buffer.concat(chunks);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: random.chance(0.1) ? content.subarray(0, random.int(content.length)) : content,
  };
}

function contactRequest(random: Random, options: FormFuzzOptions): FormRequest {
  const fields: Record<string, string> = {
    name: 'Γιώργος',
    email: 'giorgos@example.gr',
    phone: '+30 690 000 0000',
    message: 'Ψάχνω μίζα.',
    tractorModel: 'L1-185',
    partNumber: '15471-63010',
    locale: random.pick(['el', 'en']),
    formStamp: options.formStamp?.() ?? '1.x',
    website: '',
  };
  const names = Object.keys(fields);
  for (let count = random.int(3) + 1; count > 0; count--)
    fields[random.pick(names)] = hostileText(random).slice(0, 100_000);
  const photoBytes = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from('not an image'),
    Buffer.alloc(0),
  ];
  const photos = Array.from({ length: random.int(5) }, () => ({
    name: 'photos',
    value: random.pick(photoBytes),
    filename: random.chance(0.5)
      ? 'miza.png'
      : hostileText(random)
          .replace(/["\r\n]/g, '')
          .slice(0, 500),
  }));
  const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...photos];
  if (random.chance(0.1))
    parts.push({
      name: hostileText(random)
        .replace(/["\r\n]/g, '')
        .slice(0, 200),
      value: 'x',
    });
  const roll = random.int(10);
  const { contentType, body: content } =
    roll < 7
      ? multipart(random, parts)
      : roll < 8
        ? {
            contentType: 'multipart/form-data; boundary=x',
            body: withInvalidUtf8(random, '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nab\r\n--x--'),
          }
        : body(random, fields);
  return {
    method: 'POST',
    path: '/api/requests',
    headers: { 'content-type': contentType, locale: random.pick(['el', 'en', hostileHeaderValue(random)]) },
    body: content,
  };
}

/** Every form endpoint (the route handlers under src/app/api and src/app/oauth that read input). */
export function formTargets(options: FormFuzzOptions = {}): FormTarget[] {
  return [
    {
      name: 'POST /oauth/token',
      request: (random) =>
        post('/oauth/token', random, {
          grant_type: random.pick(['password', 'refresh_token', 'client_credentials']),
          email: 'maria@example.gr',
          password: 'correct horse battery',
          refresh_token: 'r'.repeat(43),
        }),
    },
    {
      name: 'POST /oauth/revoke',
      request: (random) =>
        post('/oauth/revoke', random, {
          token: 't'.repeat(43),
          token_type_hint: random.pick(['refresh_token', 'access_token']),
        }),
    },
    {
      name: 'GET /oauth/token/info',
      request: (random) => ({
        method: 'GET',
        path: '/oauth/token/info',
        headers: { authorization: hostileHeaderValue(random) },
      }),
    },
    { name: 'POST /api/requests', request: (random) => contactRequest(random, options) },
    {
      name: 'GET /api/requests/[publicId]/attachments/[attachmentId]',
      request: (random) => {
        const params = {
          publicId: segment(random, 'a'.repeat(43)),
          attachmentId: segment(random, String(random.int(10))),
        };
        const path = `/api/requests/${encode(params.publicId)}/attachments/${encode(params.attachmentId)}`;
        return { method: 'GET', path, headers: {}, params };
      },
    },
    {
      name: 'GET /api/newsletter/unsubscribe',
      request: (random) => ({
        method: 'GET',
        path: `/api/newsletter/unsubscribe?${new URLSearchParams({ token: hostileText(random).slice(0, 5000) })}`,
        headers: {},
      }),
    },
    {
      name: 'POST /api/newsletter/unsubscribe',
      request: (random) => ({
        ...post(`/api/newsletter/unsubscribe?token=${encode(segment(random, 'u'.repeat(43)))}`, random, {
          'List-Unsubscribe': 'One-Click',
        }),
      }),
    },
    {
      name: 'POST /api/payments/sandbox/callback',
      request: (random) =>
        post(
          '/api/payments/sandbox/callback',
          random,
          { providerRef: 'ref', outcome: 'approved' },
          {
            'x-sandbox-signature': hostileHeaderValue(random),
          },
        ),
    },
    {
      name: 'POST /api/sandbox-gateway/sessions/[ref]',
      request: (random) => {
        const params = { ref: segment(random, 'sess_1') };
        const card = {
          number: '4242424242424242',
          holder: 'Maria K',
          expiryMonth: '12',
          expiryYear: '2030',
          cvv: '123',
        };
        return { ...post(`/api/sandbox-gateway/sessions/${encode(params.ref)}`, random, card), params };
      },
    },
    {
      name: 'GET /api/sandbox-gateway/challenge/[ref]',
      request: (random) => {
        const params = { ref: segment(random, 'sess_1') };
        return {
          method: 'GET',
          path: `/api/sandbox-gateway/challenge/${encode(params.ref)}`,
          headers: {},
          params,
        };
      },
    },
    {
      name: 'POST /api/sandbox-gateway/challenge/[ref]',
      request: (random) => {
        const params = { ref: segment(random, 'sess_1') };
        return {
          ...post(`/api/sandbox-gateway/challenge/${encode(params.ref)}`, random, { outcome: 'approve' }),
          params,
        };
      },
    },
    {
      name: 'POST /api/revalidate',
      request: (random) => {
        // With the right token only bodies the endpoint must refuse: a valid one would really drop the caches.
        const token =
          options.revalidateToken && random.chance(0.5) ? options.revalidateToken : hostileHeaderValue(random);
        const request = post('/api/revalidate', random, { tags: 'catalogue' }, { authorization: `Bearer ${token}` });
        return request;
      },
    },
  ];
}
