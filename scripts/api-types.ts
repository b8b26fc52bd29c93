import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { createApp } from '../src/server/app';
import { todayUtc } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/infra/logger';
import { openApiDocument } from '../src/server/openapi/document';
import { createServices } from '../src/server/services';

/** The web's types of the API, committed; tests/integration/api-types.test.ts checks they match the routes. */
export const apiTypesFile = path.resolve(import.meta.dirname, '../src/web/lib/api-paths.ts');

const header = `/*
 * The API's paths, bodies and answers as TypeScript types: generated from the server's routes by
 * \`npm run api:types\` (scripts/generate-api-types.ts). Do not edit; regenerate after changing a route.
 */
`;

/** The OpenAPI document of the app as production serves it, from a throwaway embedded database. */
async function productionDocument() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-api-types-'));
  try {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const services = await createServices(config, createLogger(config.LOG_LEVEL), { watchSchedule: false });
    try {
      // No built site in the folder: the document covers the API, not the pages.
      return openApiDocument(
        createApp(services, { webFolder: dataDir }).routes,
        todayUtc(),
        config.PUBLIC_URL,
      );
    } finally {
      await services.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The source of src/web/lib/api-paths.ts that the routes generate now, formatted as the repository is. */
export async function apiTypesSource(): Promise<string> {
  const document = await productionDocument();
  const types = astToString(
    await openapiTS(JSON.stringify(document), {
      // A property with a default may be left out of a request; openapi-typescript would make it required.
      defaultNonNullable: false,
      silent: true,
    }),
  );
  const options = await resolveConfig(apiTypesFile);
  return format(header + types, { ...options, filepath: apiTypesFile });
}
