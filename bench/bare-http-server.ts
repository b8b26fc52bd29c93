import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** The floor for an HTTP request in Node: a node:http server on loopback answering one fixed small JSON body. */
export async function startBareServer(): Promise<BareServer> {
  const body = JSON.stringify({ data: [{ iataCode: 'LON', subType: 'CITY', name: 'London' }] });
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // autocannon's keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
