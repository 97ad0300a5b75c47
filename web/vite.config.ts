import preact from '@preact/preset-vite';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** Every file under `dir`, as site paths ("/assets/x.js"). */
function files(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, root) : ['/' + relative(root, path).split('\\').join('/')];
  });
}

/**
 * Writes the service worker once the bundle is on disk: src/sw.js with the list of every built
 * file (hashed assets, the Worker and the .wasm included) and a version made of their contents.
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cardavia-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const list = files(outDir).filter((f) => f !== '/sw.js');
      const hash = createHash('sha256');
      for (const f of list.sort()) hash.update(f).update(readFileSync(join(outDir, f)));
      const source = readFileSync('src/sw.js', 'utf8')
        .replace('__VERSION__', hash.digest('hex').slice(0, 16))
        .replace('__PRECACHE__', JSON.stringify(list.map((f) => (f === '/index.html' ? '/index.html' : f))));
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}

export default defineConfig({
  plugins: [preact(), serviceWorker()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false },
  preview: { port: 4178, strictPort: true },
  server: { port: 4177 },
});
