// `npm start`: builds the app into dist/ and serves it on localhost, printing the address.
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';
import { serve } from './serve.mjs';

await build();
const { url } = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`peer-table is running at ${url.replace('0.0.0.0', 'localhost')}`);
