import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for single-chunk S3 requests (the whole body known and hashed), as in
// AWS's "Signature Calculations for the Authorization Header: Transferring Payload in a Single
// Chunk". Written out instead of an SDK: two requests (PUT and GET of an object) need only this.

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' for object storage. */
  service: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which this adds). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (of the empty string for a GET). */
  payloadHash: string;
  now: Date;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
export function uriEncode(text: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

/** `20130524T000000Z` */
export const amzDateOf = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The request's headers with `Authorization` and the x-amz ones added, ready for fetch. */
export function signRequest(key: SigningKey, request: RequestToSign): Record<string, string> {
  const amzDate = amzDateOf(request.now);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const headerValue = (name: string) =>
    String(Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '')
      .trim()
      .replace(/\s+/g, ' ');
  const canonicalQuery = [...request.url.searchParams]
    .map(([name, value]) => `${uriEncode(name, false)}=${uriEncode(value, false)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname, // already encoded by the caller (S3 does not encode it twice)
    canonicalQuery,
    names.map((name) => `${name}:${headerValue(name)}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
