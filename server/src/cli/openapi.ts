import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi, OPENAPI_FILE } from './openapi-document.ts';

/** `npm run openapi`: writes docs/api/openapi.json from the routes (the test openapi.test.ts fails when it is stale). */
const document = await generateOpenApi();
fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
fs.writeFileSync(OPENAPI_FILE, document);
console.log(`${path.relative(process.cwd(), OPENAPI_FILE)} written (${document.length} bytes)`);
