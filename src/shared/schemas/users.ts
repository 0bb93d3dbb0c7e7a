import { z } from 'zod';
import { pageSchema, searchSchema } from './common';

/** The admin's user list: a page of 15, searched by name, email or phone. */
export const listUsersInput = z.object({ page: pageSchema.optional(), q: searchSchema }).optional();

/** A shopper as the admin sees them. Never a password, hash or code. */
export interface UserSummaryDto {
  id: number;
  fullname: string;
  email: string;
  phone: string;
  verified: boolean;
  joinedAt: number;
}
