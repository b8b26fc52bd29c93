/** `npm run api:types`: writes src/web/lib/api-paths.ts, the web's types of the API, from the server's routes. */
import { writeFile } from 'node:fs/promises';
import { apiTypesFile, apiTypesSource } from './api-types';

await writeFile(apiTypesFile, await apiTypesSource());
console.info(`wrote ${apiTypesFile}`);
