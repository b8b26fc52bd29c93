import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { hashString } from '../../src/core/seeded-random';
import { hotelPhotoSvg } from './photo-data';

/**
 * A fake hotel photo host (like LiteAPI's static.cupid.travel) on https://127.0.0.1: GET /hotels/<id>.jpg answers
 * a drawn hotel as SVG, anything else 404. HTTPS because the app only shows https photos; the certificate is
 * self-signed, made at start, so a browser must be told to accept it (ignoreHTTPSErrors, or once by hand).
 */

export interface FakePhotoServer {
  /** https://127.0.0.1:<port>: startFakeLiteApi's photoOrigin and HOTEL_PHOTO_ORIGINS. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const PHOTO_PATH = /^\/hotels\/([A-Za-z0-9_-]{1,64})\.jpg$/;

/** A certificate for this machine's names, valid for a week: enough for any test run or demo. */
async function certificate(): Promise<{ key: string; cert: string }> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 7 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('not found');
}

export async function startFakePhotoServer(options: { port?: number } = {}): Promise<FakePhotoServer> {
  const requests: string[] = [];
  const server = createServer(await certificate(), (request, response) => {
    const path = new URL(request.url ?? '/', 'https://127.0.0.1').pathname;
    requests.push(path);
    const id = PHOTO_PATH.exec(path)?.[1];
    if (!id || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(response);
    const body = hotelPhotoSvg(id);
    // Photos never change, as on a CDN: the browser may keep them, and a revalidation costs nothing.
    const etag = `"${hashString(body).toString(16)}"`;
    const headers = {
      'cache-control': 'public, max-age=86400, immutable',
      etag,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': 'image/svg+xml',
      'content-length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A browser's keep-alive connections would hold close() open.
        server.closeAllConnections();
      }),
  };
}
