/** React's web-streams server renderer, which @types/react-dom declares only under `react-dom/server`. */
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
