import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../core/protocol';
import { answerError, installErrorHandler } from './error-handler';
import { HttpError, STATUS_OF } from './errors';

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, frameworkErrors: answerError, routerOptions: { maxParamLength: 10 } });
    installErrorHandler(app);
    app.get('/refused', async () => {
      throw new HttpError('not_your_turn', "It's white player's turn");
    });
    app.get('/with-fields', async () => {
      throw new HttpError('email_not_verified', 'Please confirm first', { requiresEmailVerification: true });
    });
    app.get('/plugin-refusal', async () => {
      throw Object.assign(new Error('Too many things'), { statusCode: 429 });
    });
    app.get('/odd-client-error', async () => {
      throw Object.assign(new Error('Method not allowed'), { statusCode: 405 });
    });
    app.get('/things/:id', async () => ({ ok: true }));
    app.get('/crash', async () => {
      throw new Error('database exploded');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: ErrorBody.passthrough().parse(res.json()) };
  };

  it('answers a refusal with its message and code, at the status of the code', async () => {
    expect(await get('/refused')).toEqual({
      status: STATUS_OF.not_your_turn,
      body: { message: "It's white player's turn", code: 'not_your_turn' },
    });
    expect(await get('/with-fields')).toEqual({
      status: 403,
      body: { message: 'Please confirm first', code: 'email_not_verified', requiresEmailVerification: true },
    });
  });

  it('codes other client errors by their status, and a status it has no code for as bad input', async () => {
    expect(await get('/plugin-refusal')).toEqual({
      status: 429,
      body: { message: 'Too many things', code: 'rate_limited' },
    });
    expect(await get('/odd-client-error')).toEqual({
      status: 400,
      body: { message: 'Method not allowed', code: 'invalid_input' },
    });
  });

  it("codes the URLs Fastify's router refuses before any hook", async () => {
    expect(await get('/things/%E0%A4%A')).toEqual({
      status: 400,
      body: { message: "'/things/%E0%A4%A' is not a valid url component", code: 'invalid_input' },
    });
    expect(await get(`/things/${'x'.repeat(11)}`)).toEqual({
      status: 414,
      body: {
        message: `'/things/${'x'.repeat(11)}' is exceeding the max param length`,
        code: 'uri_too_long',
      },
    });
  });

  it('answers anything else with a 500 that reveals nothing, coded internal_error', async () => {
    expect(await get('/crash')).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
    });
  });
});
