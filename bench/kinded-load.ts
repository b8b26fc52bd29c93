import autocannon from 'autocannon';
import { StatusTally } from './status-tally';

/** One entry of a connection's request cycle: a kind to count it under and how to build each copy of it. */
export interface KindedRequest<Kind extends string> {
  kind: Kind;
  method: 'GET' | 'POST';
  /** Called for every request sent, so each can carry its own client address, cookie or dates. */
  build(): { path: string; headers: Record<string, string>; body?: string };
  /** Sees every answer of this kind, e.g. to count acknowledged writes. */
  onAnswer?(status: number): void;
}

export interface KindedLoadOptions<Kind extends string> {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Every connection cycles through these in order. */
  requests: KindedRequest<Kind>[];
}

export interface KindedLoadFigures<Kind extends string> {
  connections: number;
  durationSeconds: number;
  byKind: Map<Kind, StatusTally>;
  /** Connection errors and timeouts: requests that got no answer (autocannon counts timeouts in errors too). */
  errors: number;
  timeouts: number;
}

/** Per-request timeout; autocannon counts a request that takes longer as an error and reconnects. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Runs autocannon over a cycle of different requests and times each answer under its kind. autocannon gives a
 * request's `onResponse` its status but not its time, and then, synchronously for the same answer, emits the
 * instance's 'response' event with the time but not the request; the kind is handed from one to the other.
 */
export function runKindedLoad<Kind extends string>(
  options: KindedLoadOptions<Kind>,
): { done: Promise<KindedLoadFigures<Kind>>; stop(): void } {
  const byKind = new Map<Kind, StatusTally>(
    options.requests.map((request) => [request.kind, new StatusTally()]),
  );
  let answeredKind: Kind | undefined;
  let instance: autocannon.Instance | undefined;
  const cycle: autocannon.Request[] = options.requests.map((request) => ({
    method: request.method,
    setupRequest: (base: autocannon.Request) => {
      const built = request.build();
      return { ...base, path: built.path, headers: { ...base.headers, ...built.headers }, body: built.body };
    },
    onResponse: (status: number) => {
      answeredKind = request.kind;
      request.onAnswer?.(status);
    },
  }));
  let clientsSetUp = 0;
  const done = new Promise<KindedLoadFigures<Kind>>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        requests: cycle,
        // Connection k starts at request k of the cycle, so the connections do not all send the same kind at
        // once (98 sign-ins together would be one long scrypt queue instead of a mix).
        setupClient: (client) => {
          const offset = clientsSetUp++ % cycle.length;
          client.setRequests(
            [...cycle.slice(offset), ...cycle.slice(0, offset)].map((request) => ({ ...request })),
          );
        },
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          connections: options.connections,
          durationSeconds: result.duration,
          byKind,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (answeredKind !== undefined) byKind.get(answeredKind)?.record(statusCode, responseTimeMs);
      answeredKind = undefined;
    });
  });
  return { done, stop: () => instance?.stop() };
}
