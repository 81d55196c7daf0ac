import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileGraphql } from './scripts/vite/precompile-graphql';
import { precompress } from './scripts/vite/precompress';

// Builds the browser bundle (dist/client, with a manifest the server reads to
// link fingerprinted assets, and a Brotli and gzip copy of each text file) and,
// with --ssr, the server renderer (dist/server).
export default defineConfig({
  plugins: [react(), precompileGraphql(), precompress()],
  // @shared/*, @server/*, @client/* … come from tsconfig.json's paths, the one place they are named.
  resolve: { tsconfigPaths: true },
  // Class names are written in camelCase and read as written (styles.sizeXL);
  // only kebab-case names are turned into camelCase (.section-heading → sectionHeading).
  css: { modules: { localsConvention: 'dashesOnly' } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    rollupOptions: { input: 'src/client/entry-client.tsx' },
  },
  ssr: { noExternal: [] },
});
