import type { FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { GENERAL_MESSAGES } from '@shared/messages';
import { IMAGE_MESSAGES } from '@shared/messages/back-office';
import { toPublicError } from './errors';
import type { UploadedImage } from '@shared/schemas/catalog';

/** Reads a multipart form: its text fields and, at most, one file under `fileField`. */
export async function readMultipartForm(
  req: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: UploadedImage | undefined }> {
  if (!req.isMultipart()) return { fields: {}, file: undefined };
  const fields: Record<string, string> = {};
  let file: UploadedImage | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        if (file) throw new AppError('BAD_INPUT', IMAGE_MESSAGES.onlyOneFile);
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('TOO_LARGE', IMAGE_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
          }
          throw err;
        }
        if (data.byteLength === 0) continue;
        file = { data, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // What the parser throws (a body cut short, no boundary, a limit passed) is the client's
    // malformed body: a 4xx with our wording, decided by where it was thrown, not by its text.
    if (err instanceof AppError) throw err;
    const pub = toPublicError(err);
    throw new AppError(
      pub.status < 500 ? pub.code : 'BAD_INPUT',
      pub.status < 500 ? pub.message : GENERAL_MESSAGES.invalidInput,
      { cause: err },
    );
  }
  return { fields, file };
}
