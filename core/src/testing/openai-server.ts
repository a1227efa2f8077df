import { createServer, type IncomingMessage } from 'node:http';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** An uploaded file as recorded: its name, type and bytes. */
export interface RecordedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** JSON bodies as objects; multipart ones (image edits) as their fields, files as RecordedFile. */
async function parseBody(req: IncomingMessage, raw: Buffer): Promise<Record<string, unknown>> {
  if (!raw.length) return {};
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  const body: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const field = key.replace(/\[\]$/, '');
    body[field] = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return body;
}

/**
 * A small OpenAI-shaped server on 127.0.0.1 for driving the real `openai` SDK in tests: it records each
 * request (JSON bodies, and multipart ones such as image edits) and answers chat completions with
 * whatever the test's responder returns (as the JSON content of the assistant message), `{ raw }` as the
 * whole body (e.g. for images), or an error status.
 */
export async function startOpenAiServer(responder: (request: RecordedRequest) => unknown | { status: number; error: string }) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers, body: await parseBody(req, Buffer.concat(chunks)) };
      requests.push(recorded);
      const answer = responder(recorded);
      if (answer && typeof answer === 'object' && 'raw' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify((answer as { raw: unknown }).raw));
        return;
      }
      if (answer && typeof answer === 'object' && 'status' in answer && 'error' in answer) {
        const failure = answer as { status: number; error: string };
        res.writeHead(failure.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: failure.error, type: 'invalid_request_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: String(recorded.body.model),
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer), refusal: null } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
