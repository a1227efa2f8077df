import { createServer, type IncomingMessage } from 'node:http';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A small OpenAI-shaped server on 127.0.0.1 for driving the real `openai` SDK in tests: it records each
 * request and answers chat completions with whatever the test's responder returns (as the JSON content
 * of the assistant message), `{ raw }` as the whole body (e.g. for images), or an error status.
 */
export async function startOpenAiServer(responder: (request: RecordedRequest) => unknown | { status: number; error: string }) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {},
      };
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
