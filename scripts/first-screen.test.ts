import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, startServer, type RunningServer } from './serve.ts';
import { COMPILE_HINT, compileHint, preloadRoute, staticClosure } from './lib/build-plugins.ts';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

/** One GET with raw bytes and headers (Node's fetch would decompress on its own). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('production server compression', () => {
  let dist: string;
  let server: RunningServer;
  const big = `export const text = ${JSON.stringify('console '.repeat(2000))};`;
  const page = `<!doctype html><html><head><title>Console</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'serve-compression-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets/big.js'), big);
    writeFileSync(join(dist, 'assets/small.js'), 'export{};');
    writeFileSync(join(dist, 'assets/pre.js'), big);
    // the build's own compressed files are sent as they are: these decode to something else, to tell them apart
    writeFileSync(join(dist, 'assets/pre.js.br'), brotliCompressSync('from the .br file'));
    writeFileSync(join(dist, 'assets/pre.js.gz'), gzipSync('from the .gz file'));
    writeFileSync(join(dist, 'assets/stale.js'), big);
    writeFileSync(join(dist, 'assets/stale.js.gz'), gzipSync('stale'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dist, 'assets/stale.js.gz'), past, past);
    writeFileSync(join(dist, 'assets/image.png'), Buffer.alloc(4096, 1));
    server = await startServer({ distDir: dist });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli or gzip as accepted, with Vary, its length and the security headers', async () => {
    const br = await get(`${server.url}/assets/big.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(big.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await get(`${server.url}/assets/big.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(big);

    const plain = await get(`${server.url}/assets/big.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(big);
  });

  it('compresses the page of every client route too', async () => {
    const route = await get(`${server.url}/vulnerabilities`, { 'accept-encoding': 'br' });
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['x-frame-options']).toBe('DENY');
    expect(brotliDecompressSync(route.body).toString()).toBe(page);
  });

  it("prefers the build's own .br/.gz files unless they are older than the file", async () => {
    const br = await get(`${server.url}/assets/pre.js`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.body).toString()).toBe('from the .br file');
    const gz = await get(`${server.url}/assets/pre.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe('from the .gz file');
    const stale = await get(`${server.url}/assets/stale.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(stale.body).toString()).toBe(big);
  });

  it('leaves small files, images and HEAD bodies alone', async () => {
    const small = await get(`${server.url}/assets/small.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export{};');
    const image = await get(`${server.url}/assets/image.png`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const head = await new Promise<http.IncomingMessage>((resolve) =>
      http.request(`${server.url}/assets/big.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve).end(),
    );
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });
});

describe('first-route preload', () => {
  const bundle = {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', facadeModuleId: '/src/main.tsx', imports: ['assets/vendor.js'] },
    'assets/vendor.js': { type: 'chunk', fileName: 'assets/vendor.js', facadeModuleId: null, imports: [] },
    'assets/sign-in.js': {
      type: 'chunk',
      fileName: 'assets/sign-in.js',
      facadeModuleId: '/src/sign-in.tsx',
      imports: ['assets/vendor.js', 'assets/form.js'],
      viteMetadata: { importedCss: new Set(['assets/sign-in.css']) },
    },
    'assets/form.js': { type: 'chunk', fileName: 'assets/form.js', facadeModuleId: null, imports: ['assets/input.js'] },
    'assets/input.js': { type: 'chunk', fileName: 'assets/input.js', facadeModuleId: null, imports: [] },
    'assets/shell.js': { type: 'chunk', fileName: 'assets/shell.js', facadeModuleId: '/src/shell.tsx', imports: ['assets/table.js'] },
    // a module imported both statically and by import() lands in a shared chunk without a facade
    'assets/banner.js': { type: 'chunk', fileName: 'assets/banner.js', facadeModuleId: null, moduleIds: ['/src/a.ts', '/src/banner.tsx'], imports: [] },
    'assets/sign-in.css': { type: 'asset', fileName: 'assets/sign-in.css' },
  };

  it('follows static imports, with their CSS', () => {
    expect(staticClosure(bundle, ['assets/sign-in.js'])).toEqual({
      js: ['assets/sign-in.js', 'assets/vendor.js', 'assets/form.js', 'assets/input.js'],
      css: ['assets/sign-in.css'],
    });
  });

  it('links the route chunk and its imports that the page does not link yet', () => {
    const plugin = preloadRoute(['/src/sign-in.tsx']);
    (plugin.configResolved as unknown as (c: unknown) => void)({ base: '/', logger: console });
    const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">';
    const transform = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: unknown) => Array<{ attrs: { rel: string; href: string } }> };
    const tags = transform.handler(html, { bundle });
    expect(tags.map((t) => `${t.attrs.rel} ${t.attrs.href}`)).toEqual([
      'stylesheet /assets/sign-in.css',
      'modulepreload /assets/sign-in.js',
      'modulepreload /assets/form.js',
      'modulepreload /assets/input.js',
    ]);
    const shared = (preloadRoute(['/src/banner.tsx']).transformIndexHtml as unknown as typeof transform).handler(html, { bundle });
    expect(shared.map((t) => t.attrs.href)).toEqual(['/assets/banner.js']);
  });
});

describe('compile hint on the screens after the first', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], extra: object = {}) => ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    code: `/* ${fileName} */\nexport {};\n`,
    map: { mappings: 'AAAA' },
    ...extra,
  });
  const build = () => ({
    'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/react.js'], { isEntry: true }),
    'assets/react.js': chunk('assets/react.js', null, []),
    'assets/sign-in.js': chunk('assets/sign-in.js', '/src/sign-in.tsx', ['assets/react.js', 'assets/input.js']),
    'assets/input.js': chunk('assets/input.js', null, []),
    'assets/shell.js': chunk('assets/shell.js', '/src/shell.tsx', ['assets/react.js', 'assets/input.js', 'assets/menu.js']),
    'assets/shell.js.map': { type: 'asset', fileName: 'assets/shell.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    'assets/menu.js': chunk('assets/menu.js', null, []),
    'assets/chart.js': chunk('assets/chart.js', '/src/chart.tsx', ['assets/react.js']),
  });
  const run = (bundle: ReturnType<typeof build>) => {
    const plugin = compileHint(['/src/shell.tsx'], { firstPage: ['/src/sign-in.tsx'] });
    (plugin.configResolved as unknown as (c: unknown) => void)({ logger: console });
    (plugin.generateBundle as unknown as { handler: (o: unknown, b: unknown) => void }).handler({}, bundle);
    return bundle;
  };

  it('starts the chunks the shell loads with the hint, except those of the first page; other lazy chunks stay as they are', () => {
    const bundle = run(build());
    const hinted = Object.values(bundle)
      .filter((c) => c.type === 'chunk' && (c as { code: string }).code.startsWith(COMPILE_HINT))
      .map((c) => c.fileName);
    expect(hinted).toEqual(['assets/shell.js', 'assets/menu.js']);
  });

  it('moves the source map down by the hint line, in the chunk and in its map file', () => {
    const bundle = run(build());
    expect(bundle['assets/shell.js'].map.mappings).toBe(';AAAA');
    expect(JSON.parse(bundle['assets/shell.js.map'].source).mappings).toBe(';AAAA');
    expect(bundle['assets/sign-in.js'].map.mappings).toBe('AAAA');
  });

  it('adds the hint once, however often the bundle is handed to it', () => {
    const bundle = run(run(build()));
    expect(bundle['assets/shell.js'].code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
