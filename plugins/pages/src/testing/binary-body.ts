import type { Test } from 'supertest';

/** For supertest's `.parse()`: the answer's bytes as a Buffer (a PNG, a PDF), whatever its type. */
export const binaryBody: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
