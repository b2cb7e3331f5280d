import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it is answered, with the request, the answer and how long it took
 * (decision 0068): Fastify's own two lines (incoming, completed) cost a second write per request. Probes every few
 * seconds would drown the log, so /healthz and /readyz are not logged.
 */
export class RequestLog extends LogController {
  constructor() {
    super({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (request: { url?: string }) =>
        request.url === '/healthz' || request.url === '/readyz',
    });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const details = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...details, err: error }, 'request errored');
    else reply.log.info(details, 'request completed');
  }
}
