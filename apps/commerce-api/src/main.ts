import { createServer } from './server';

const port = Number(process.env.PORT ?? 4000);
createServer().listen(port, () => {
  console.log(`commerce-api listening on http://localhost:${port}/graphql`);
});
