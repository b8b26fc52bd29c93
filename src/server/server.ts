import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import type { Logger } from './infra/logger';
import { createServices, type ServiceOptions, type Services } from './services';

export interface RunningServer {
  url: string;
  services: Services;
  /** Stops accepting, lets in-flight requests finish (cut after `graceMs`), then closes the stores. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions extends ServiceOptions {
  /** Folder of the built SPA; defaults to dist/web. */
  webFolder?: string;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const services = await createServices(config, logger, options);
  const app = createApp(services, options);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(listening as Server),
    );
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 8_000) => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets turn idle as their last response ends; close them as they do.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(cut);
      await services.close();
    })();
    return stopping;
  };
  // On every interface the site is still reached as localhost; otherwise at the address it is bound to.
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, services, stop };
}
