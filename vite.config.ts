import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileGraphql } from './scripts/vite/precompile-graphql';
import { precompress } from './scripts/vite/precompress';

const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Preact's hydrateRoot, with React's useId values brought in line with Preact's.
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./src/client/preact/client.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

// Builds the browser bundle (dist/client, with a manifest the server reads to
// link fingerprinted assets, and a Brotli and gzip copy of each text file) and,
// with --ssr, the server renderer (dist/server).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompileGraphql(), precompress()],
  // @shared/*, @server/*, @client/* … come from tsconfig.json's paths, the one place they are named.
  resolve: {
    tsconfigPaths: true,
    // The browser build runs on Preact's React layer: a fifth of React DOM's weight for every
    // reader (decision 045). The server renders with React; development keeps React's tools.
    alias: command === 'build' && !isSsrBuild ? PREACT_FOR_REACT : [],
  },
  // Class names are written in camelCase and read as written (styles.sizeXL);
  // only kebab-case names are turned into camelCase (.section-heading → sectionHeading).
  // Built pages carry their CSS inline and the class names in every element: short
  // hashed names in the build keep the page small; development keeps readable ones.
  css: {
    modules: {
      localsConvention: 'dashesOnly',
      ...(command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {}),
    },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    rollupOptions: { input: 'src/client/entry-client.tsx' },
  },
  ssr: { noExternal: [] },
}));
