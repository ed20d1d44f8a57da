import { fileURLToPath } from 'node:url';

export const aliases = {
  '@common': fileURLToPath(new URL('./src/common', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};
