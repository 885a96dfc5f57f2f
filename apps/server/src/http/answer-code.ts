import type { FastifyReply } from 'fastify';

const codes = new WeakMap<FastifyReply, number>();

/** Notes the envelope code a reply carries (0 or an error code), for metrics. */
export function noteAnswerCode(reply: FastifyReply, code: number): void {
  codes.set(reply, code);
}

/** The envelope code noted for this reply; undefined when it is not an /api envelope. */
export const answerCodeOf = (reply: FastifyReply): number | undefined => codes.get(reply);
