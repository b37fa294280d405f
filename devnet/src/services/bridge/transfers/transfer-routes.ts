import type { FastifyInstance } from 'fastify';
import type { TransferBook } from './transfer-book';
import { transferPage } from './transfer-query';

/** `GET transfers/` (filters and paging) and `GET transfers/<id>`, inside the bridge's scope (behind its fault switch). */
export function registerTransferRoutes(scope: FastifyInstance, book: TransferBook): void {
  scope.get('/transfers', (request, reply) => {
    const page = transferPage(book.all(), request.query as Record<string, unknown>);
    return typeof page === 'string' ? reply.code(400).send({ message: page }) : page;
  });
  scope.get<{ Params: { id: string } }>('/transfers/:id', (request, reply) => book.get(request.params.id) ?? reply.code(404).send({ message: 'Transfer not found' }));
}

/**
 * Test controls beside the devnet's own: `POST /__devnet/bridge/deposits {coin, account, amount}`
 * (coins arrive at a converter deposit address) and `POST /__devnet/bridge/transfers/<id> {action:
 * "fail", reason} | {action: "stall"}`.
 */
export function registerTransferControl(app: FastifyInstance, book: TransferBook): void {
  app.post('/__devnet/bridge/deposits', (request, reply) => {
    const { coin, account, amount } = (request.body ?? {}) as Record<string, unknown>;
    const transfer = book.deposit(coin, account, amount);
    return typeof transfer === 'string' ? reply.code(400).send({ error: transfer }) : transfer;
  });
  app.post<{ Params: { id: string } }>('/__devnet/bridge/transfers/:id', (request, reply) => {
    const { action, reason } = (request.body ?? {}) as Record<string, unknown>;
    const answer = book.control(request.params.id, action, reason);
    return 'error' in answer ? reply.code(answer.status).send({ error: answer.error }) : answer;
  });
}
