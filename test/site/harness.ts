/**
 * The playground's end-to-end harness: build the site with Vite, serve `site/dist` from
 * 127.0.0.1 on a free port, and drive it in the headless Chromium that
 * `@sparticuz/chromium` ships inside its npm package (so `npm ci && npm test` is the whole
 * set-up).
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromium from '@sparticuz/chromium';
import { type Browser, chromium as pw } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = join(ROOT, 'site', 'dist');
/** Screenshots of each view, to look at (git-ignored). */
export const SHOTS = join(ROOT, 'test-output', 'site');

/** Build the site as `npm run site` does. */
export async function buildSite(): Promise<void> {
  await build({ configFile: join(ROOT, 'site', 'vite.config.ts'), logLevel: 'warn' });
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** A static server of `dir` on 127.0.0.1 (a free port), as any static host would serve the site. */
export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const base = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** Headless Chromium from the npm package. */
export async function launch(): Promise<Browser> {
  return pw.launch({
    executablePath: await chromium.executablePath(),
    // One process per page: in --single-process mode, closing one page ended the browser.
    args: chromium.args.filter((a) => a !== '--single-process'),
    headless: true,
  });
}

/** The built site and a browser, as {@link servedSite} holds them for one test file. */
export interface ServedSite {
  /** The headless Chromium, launched once for the file. */
  browser: Browser;
  /** The served site's address, without a fragment. */
  url: string;
}

/**
 * Builds the site, serves it and launches Chromium once for the calling test file (its
 * `beforeAll`), and closes both after it (its `afterAll`): every end-to-end file's set-up.
 * Read its fields inside the tests, once `beforeAll` has run.
 */
export function servedSite(): ServedSite {
  const site = {} as ServedSite;
  let server: Server | undefined;
  beforeAll(async () => {
    await buildSite();
    ({ url: site.url, server } = await serve(DIST));
    site.browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}
