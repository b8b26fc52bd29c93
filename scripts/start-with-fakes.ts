/**
 * `npm run start:fakes`: the built app (as `npm start` serves it) with the live providers' settings,
 * FLIGHT_PROVIDER=duffel and HOTEL_PROVIDER=liteapi, against local fakes of Duffel, LiteAPI and LiteAPI's photo
 * host, with fixed exchange rates: what live data looks like, with no keys and no network. Ctrl-C stops it all.
 */
import { startAppProcess } from '../tests/e2e/helpers/app-process';
import { startFakeLiveProviders } from '../tests/fakes/live-providers';

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number from 1 to 65535 (got ${JSON.stringify(process.env.PORT)})`);
  process.exit(1);
}

const fakes = await startFakeLiveProviders();
const app = await startAppProcess({
  port,
  // As `npm start` runs: development mode, its log on this terminal.
  env: { ...fakes.env, NODE_ENV: 'development' },
  echo: true,
}).catch(async (error: unknown) => {
  await fakes.close();
  throw error;
});

let stopping: Promise<never> | undefined;
/** Stops the server, then the fakes, then exits; every later call waits for the first one. */
function stopAll(code: number): Promise<never> {
  stopping ??= (async () => {
    await app.stop();
    await fakes.close();
    process.exit(code);
  })();
  return stopping;
}
// Ctrl-C reaches the server too (same terminal); stopping it again is harmless.
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
void app.exited.then((code) => stopAll(code ?? 1));

console.log(
  `\nTripFit on ${app.url} with fake live data: flights from a fake Duffel priced in GBP (converted into the ` +
    `search's currency), hotels from a fake LiteAPI with photos on ${fakes.photos.origin}, whose certificate is ` +
    `self-signed: open ${fakes.photos.origin}/hotels/1.jpg once and accept it, or the cards draw their hotels ` +
    `instead. Ctrl-C stops everything.\n`,
);
