import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { CSV_FILE_NAMES, PIECE_CSV_COLUMNS, PRODUCT_CSV_COLUMNS } from '@shared/catalog-csv';
import type { AppDeps } from '@server/platform/deps';
import { errorAnswers, SECURITY, type ZodTypeProvider } from '@server/platform/http/rest';
import { exportPiecesCsv, exportProductsCsv } from './export.service';

// The catalogue's spreadsheets (issue 30), owners only: downloads the dashboard links to and an
// owner's script can fetch with an API token.

const tags = ['Catalogue files'];
const CSV_TYPE = 'text/csv; charset=utf-8';

/** A CSV answer, documented with its header row and one line. */
const csvAnswer = (description: string, columns: readonly string[], line: string) => ({
  description,
  content: { 'text/csv': { schema: z.string().meta({ examples: [`${columns.join(',')}\r\n${line}\r\n`] }) } },
});

function sendCsv(reply: FastifyReply, fileName: string, csv: Readable) {
  return reply
    .type(CSV_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export function registerCatalogIoRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();

  api.get(
    `/export/${CSV_FILE_NAMES.products}`,
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Every product as CSV (UTF-8 with a byte-order mark, RFC 4180), for a spreadsheet',
        security: SECURITY.admin,
        response: {
          200: csvAnswer(
            'One line per product; stones and sizes as JSON, collections and photos separated by |',
            PRODUCT_CSV_COLUMNS,
            'TJ-22K-0412,Temple Jhumkas,Gold,Lakshmi motif.,published,gold,22K,12.6,12.129,percent,12,' +
              '"[{""kind"":""pearl"",""count"":2,""caratWeight"":null,""value"":5012}]",true,AB12C9,,' +
              'templeNecklaceSet,3f9c2a-1024.webp',
          ),
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (_req, reply) => sendCsv(reply, CSV_FILE_NAMES.products, exportProductsCsv(deps.db)),
  );

  api.get(
    `/export/${CSV_FILE_NAMES.pieces}`,
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Every piece as CSV (UTF-8 with a byte-order mark, RFC 4180), each naming its design by SKU',
        security: SECURITY.admin,
        response: {
          200: csvAnswer(
            'One line per piece',
            PIECE_CSV_COLUMNS,
            'NR-0412,TJ-22K-0412,nerul,,12.6,12.129,AB12C9,inStock',
          ),
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (_req, reply) => sendCsv(reply, CSV_FILE_NAMES.pieces, exportPiecesCsv(deps.db)),
  );
}
