import { createHash } from 'node:crypto';
import { request } from './http.ts';

// Solves the forms' proof-of-work captcha as a browser does: fetch a challenge, try numbers
// until the hash matches, send the answer as base64 JSON in the form's `captcha` field.

export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const { status, body } = await request(`${baseUrl}/api/new/forms/captcha`);
  if (status !== 200) throw new Error(`captcha challenge answered ${status}`);
  for (let number = 0; number <= body.maxnumber; number += 1) {
    if (createHash('sha256').update(`${body.salt}${number}`).digest('hex') === body.challenge)
      return Buffer.from(
        JSON.stringify({
          algorithm: body.algorithm,
          challenge: body.challenge,
          number,
          salt: body.salt,
          signature: body.signature,
        }),
      ).toString('base64');
  }
  throw new Error('captcha challenge without a solution');
}
