// Under Node, a file the static handler streams goes from the file to the socket as sirv sends
// one: an fs.ReadStream piped into the response. @hono/node-server would read the response's web
// stream a chunk at a time, waiting for the socket to drain between chunks. With 200 clients of
// a 4 MB file on loopback, that loop left some unserved for 10 s and more while others were
// served (a bare Node server sending that way: up to 57 in a round of 10 s; piping: none), and
// took more processor per request than piping (1.4 times, here, in a paired run).
import { ServerResponse } from 'node:http';
import type { FileHandle } from 'node:fs/promises';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/** Bytes `start` to `end` (inclusive) of an open file, the body of a response. */
export interface StreamedFile {
  file: FileHandle;
  start: number;
  end: number;
}

/** Responses whose body is a streamed file, as the static handler made them. */
const streamed = new WeakMap<Response, StreamedFile>();

/**
 * Marks `res` as the file's response. Its own body (a web stream that reads nothing until
 * asked: file-body.ts) is what any other runtime, and app.request() in the tests, sends.
 */
export function streamsFile(res: Response, file: StreamedFile): Response {
  streamed.set(res, file);
  return res;
}

type Fetch = (req: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * The app's fetch for @hono/node-server, sending a streamed file itself once the app has given
 * its final answer. Only a response the app did not replace on its way out is sent this way:
 * every header the middleware set is on it, and one the compression middleware wrapped is its
 * own response (and a web stream again). A file cut short while it is sent breaks the download,
 * as the web stream does (file-body.ts); a client that goes away stops the reading.
 */
export function sendingFilesDirectly(fetch: Fetch): Fetch {
  return async (req, env) => {
    const res = await fetch(req, env);
    const sent = streamed.get(res);
    const out = env?.outgoing;
    if (!sent || !(out instanceof ServerResponse) || out.headersSent) return res;
    streamed.delete(res);
    const head: Record<string, string | string[]> = {};
    res.headers.forEach((value, name) => (head[name] = value));
    if (res.headers.has('set-cookie')) head['set-cookie'] = res.headers.getSetCookie();
    out.writeHead(res.status, head);
    const bytes = sent.file.createReadStream({ start: sent.start, end: sent.end });
    bytes.on('end', () => (bytes.bytesRead === sent.end - sent.start + 1 ? out.end() : out.destroy()));
    bytes.on('error', () => out.destroy());
    out.on('close', () => bytes.destroy());
    bytes.pipe(out, { end: false });
    return RESPONSE_ALREADY_SENT;
  };
}
