import { expect, test } from '@playwright/test';

test('a client cannot escape the sign-in pause by naming other addresses in X-Forwarded-For', async ({ request }) => {
  const email = `spoof-${Date.now()}@example.com`;
  const statuses: number[] = [];
  for (let guess = 0; guess < 7; guess++) {
    const response = await request.post('/oauth/token', {
      data: { grant_type: 'password', email, password: `wrong password ${guess}` },
      headers: { 'x-forwarded-for': `198.51.100.${guess}`, 'x-real-ip': `192.0.2.${guess}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
});
