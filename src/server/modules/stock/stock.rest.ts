import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  createPieceInput,
  listPiecesFields,
  sellPieceInput,
  stockMovementsInput,
  stockTallyInput,
  transferPieceInput,
  updatePieceFields,
} from '@shared/schemas/stock';
import {
  dayMovementOut,
  dayMovementsAnswer,
  movementOut,
  pieceAnswer,
  pieceHistoryAnswer,
  pieceOut,
  piecePageAnswer,
  stockTallyAnswer,
} from '@shared/schemas/stock-wire';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  emptyAsAbsent,
  errorAnswers,
  jsonBody,
  SECURITY,
  validatedBody,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { stockRouter } from './stock.router';

const createCaller = createCallerFactory(stockRouter);
const tags = ['Stock'];
const security = SECURITY.admin;

const idParams = z.object({ id: idSchema });
const listQuery = z.object({
  showroom: emptyAsAbsent(listPiecesFields.showroom.unwrap()).describe('A showroom: its pieces, and those sent to it'),
  status: emptyAsAbsent(listPiecesFields.status.unwrap()),
  productId: emptyAsAbsent(idSchema).describe('The design'),
  q: listPiecesFields.q.describe('Part of a tag, a HUID or a design name'),
  page: emptyAsAbsent(listPiecesFields.page.unwrap()).describe('From 1 (default 1); 20 a page'),
});
const movementsQuery = z.object({
  date: stockMovementsInput.shape.date.describe('A calendar day in India, YYYY-MM-DD'),
  showroom: emptyAsAbsent(stockMovementsInput.shape.showroom.unwrap()).describe('Movements from or to it'),
});
const moveAnswers = { 200: pieceAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) };
const moveDescription =
  'Staff move the pieces of their own showroom only (403 otherwise); a movement the piece’s status does not ' +
  'allow is 409 with a message naming both statuses. Kept in the piece’s history and the audit log.';

export function registerStockRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.post(
    '/pieces',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Add a piece of a design, in stock at a showroom (owners only)',
        security,
        body: validatedBody(createPieceInput, {
          productId: 12,
          tag: 'NR-0412',
          showroom: 'nerul',
          grossWeight: 12.6,
          netWeight: 12.129,
          huid: 'AB12C9',
        }),
        response: { 201: pieceAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const { piece } = await call(req, reply).create(req.body);
      return reply.code(201).send({ piece: pieceOut(piece) });
    },
  );

  api.patch(
    '/pieces/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Correct a piece's weights, size or HUID (owners only)",
        security,
        params: idParams,
        body: jsonBody(updatePieceFields, { netWeight: 12.131 }),
        response: { 200: pieceAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => ({
      piece: pieceOut((await call(req, reply).update({ id: req.params.id, ...req.body })).piece),
    }),
  );

  api.get(
    '/pieces',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: 'Pieces, newest first, by showroom, status, design or text',
        security,
        querystring: listQuery,
        response: { 200: piecePageAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => {
      const found = await call(req, reply).list(req.query);
      return { ...found, pieces: found.pieces.map(pieceOut) };
    },
  );

  api.get(
    '/pieces/:id',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: 'One piece',
        security,
        params: idParams,
        response: { 200: pieceAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => ({ piece: pieceOut((await call(req, reply).byId({ id: req.params.id })).piece) }),
  );

  api.get(
    '/pieces/:id/history',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: "A piece's history, oldest first: added, corrected, moved, and by whom",
        security,
        params: idParams,
        response: { 200: pieceHistoryAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => ({
      movements: (await call(req, reply).history({ id: req.params.id })).movements.map(movementOut),
    }),
  );

  api.post(
    '/pieces/:id/transfer',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: 'Send a piece in stock to another showroom (in stock -> in transit)',
        description: moveDescription,
        security,
        params: idParams,
        body: jsonBody({ to: transferPieceInput.shape.to }, { to: 'kharghar' }),
        response: moveAnswers,
      },
    },
    async (req, reply) => ({
      piece: pieceOut((await call(req, reply).transfer({ id: req.params.id, to: req.body.to })).piece),
    }),
  );

  const simpleMove = (movement: 'receive' | 'withdraw' | 'restore', summary: string) =>
    api.post(
      `/pieces/:id/${movement}`,
      {
        config: { policy: { auth: 'staff' } },
        schema: { tags, summary, description: moveDescription, security, params: idParams, response: moveAnswers },
      },
      async (req, reply) => ({ piece: pieceOut((await call(req, reply)[movement]({ id: req.params.id })).piece) }),
    );
  simpleMove('receive', 'Receive a piece sent here (in transit -> in stock at the showroom it was sent to)');

  api.post(
    '/pieces/:id/sell',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: 'Sell a piece (in stock or held -> sold)',
        description: moveDescription,
        security,
        params: idParams,
        body: jsonBody({ billNumber: sellPieceInput.shape.billNumber }, { billNumber: 'NR/2026/1184' }),
        response: moveAnswers,
      },
    },
    async (req, reply) => ({
      piece: pieceOut((await call(req, reply).sell({ id: req.params.id, billNumber: req.body.billNumber })).piece),
    }),
  );

  simpleMove('withdraw', 'Take a piece out of sale (in stock -> withdrawn)');
  simpleMove('restore', 'Put a withdrawn piece back in stock (withdrawn -> in stock)');

  api.post(
    '/stockTally',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: 'Compare the tags counted in a showroom with the pieces the system has there',
        description:
          'The pieces there are those in stock or held. Staff count their own showroom only. Changes no piece; ' +
          'the count and its result are kept in the audit log.',
        security,
        body: validatedBody(stockTallyInput, { showroom: 'nerul', tags: ['NR-0412', 'NR-0413'] }),
        response: { 200: stockTallyAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => call(req, reply).tally(req.body),
  );

  api.get(
    '/stockMovements',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags,
        summary: "A day's movements, newest first (at most 200), of one showroom (from or to it) when given",
        security,
        querystring: movementsQuery,
        response: { 200: dayMovementsAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => ({
      movements: (await call(req, reply).movements(req.query)).movements.map(dayMovementOut),
    }),
  );
}
