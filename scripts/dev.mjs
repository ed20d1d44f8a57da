// `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api to it.
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '3001';
const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch src/server/index.ts', env: { PORT: apiPort } },
    { name: 'web', command: 'vite', env: { API_PORT: apiPort } },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: ['blue', 'magenta'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
