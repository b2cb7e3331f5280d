import http from 'node:http';

/**
 * The stand-in for the third-party tags' providers (decision 0065): every script a site's tag asks for, served on
 * this machine, so a journey proves when a tag loads without reaching the internet. The servers load tags from it
 * through TAG_SCRIPT_ORIGIN; no demo site has a tag, so only a journey that configures one ever calls it.
 */
export async function startFakeTagServer() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    response.end(`window.__fakeTags = (window.__fakeTags || []).concat(${JSON.stringify(request.url)});\n`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
