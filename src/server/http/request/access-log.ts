import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

/** Load balancers ask every few seconds; their answers matter only when debugging. */
const QUIET_PATH = /^\/_\/health(\?|$)/;

/**
 * One line per answered request instead of Fastify's pair ("incoming request", then
 * "request completed"): its message reads `GET /path 200 3.1ms` for people, and `req`,
 * `res` and `responseTime` carry the same for machines, the URL redacted as everywhere
 * in the log. Fastify's other lines (errors, streams cut short) are left as they are.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${responseTime}ms`;
    const fields = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else if (QUIET_PATH.test(request.url)) reply.log.debug(fields, line);
    else reply.log.info(fields, line);
  }
}
