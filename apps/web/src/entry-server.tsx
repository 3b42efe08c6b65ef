/**
 * The server's entry into the web app (docs/server-rendering.md): built by `vite build --ssr` into
 * dist-server/, loaded by the Fastify server, which renders the public pages with it.
 */
export { createPageRenderer } from './app/server-rendering/create-page-renderer'
