import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './vite.aliases';
import { mergedChunks } from './vite.chunks';
import { linguiWholeNumbers } from './vite.lingui-numbers';
import { lucideIconsByFile } from './vite.lucide-icons';
import { appShell, pwaManifest, serviceWorkerRuntimeCaching } from './vite.pwa';

const shell = appShell();

const apiPort = process.env.API_PORT ?? '3001';

/** Writes .gz and .br beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'abode-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after vite-plugin-pwa has written sw.js and the Workbox runtime, so they are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 512) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

// An SSR build (the server render, scripts/prerender.mjs) is read from disk by the server: no compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    // Kiswahili and English (docs/i18n.md): the Lingui macros, keeping the English text in the code (no English
    // catalogue at run time), and the .po catalogues compiled at build; a missing Kiswahili text fails the build.
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production', failOnCompileError: true }),
    linguiWholeNumbers(),
    lucideIconsByFile(),
    tailwindcss(),
    // The installable app and its service worker (docs/adr/0011-service-worker-generated-by-workbox.md).
    shell.plugin,
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [shell.transform],
        // Pages come from the server while it answers (its HTML, with each page's own head), index.html
        // from the precache only when it does not (serviceWorkerRuntimeCaching).
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The first worker takes over the open page at once (nothing to conflict with); an update waits for
        // 'Reload' (registerType: 'prompt').
        clientsClaim: true,
        runtimeCaching: serviceWorkerRuntimeCaching,
      },
    }),
    !isSsrBuild && precompress(),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: which chunks and stylesheets each route loads (bench/bundle.mjs reads it).
    manifest: true,
    // Tiny chunks merged without adding to what the home page loads (vite.chunks.ts).
    rollupOptions: { output: { manualChunks: mergedChunks() } },
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
}));
