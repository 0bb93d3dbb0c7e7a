import { z } from 'zod';
import { DEFAULT_SHOP_INFO, SHOWROOMS, type ShopInfo } from '@shared/constants';
import { ConfigError } from '@server/config';

// The shop's contact details and showrooms: DEFAULT_SHOP_INFO, with SHOP_INFO_JSON laid over
// it. The JSON may give any top-level field, and showrooms by id with only the fields to change:
//   SHOP_INFO_JSON='{"phone":"+91 22 1234 5678","showrooms":[{"id":"kharghar","hours":"Every day, 11 am to 9 pm"}]}'

const text = z.string().trim().min(1).max(300);

const showroomSchema = z.object({
  id: z.enum(SHOWROOMS),
  name: text,
  address: text,
  phone: text,
  hours: text,
  mapUrl: z.url({ protocol: /^https?$/ }),
});

const shopInfoSchema = z.object({
  name: text,
  phone: text,
  whatsapp: z.string().regex(/^\d{10,15}$/, 'must be digits only with the country code, for example 919820014500'),
  email: z.email(),
  showrooms: z.array(showroomSchema).length(SHOWROOMS.length),
});

const overrideSchema = z
  .object({
    name: text.optional(),
    phone: text.optional(),
    whatsapp: z.string().optional(),
    email: z.string().optional(),
    showrooms: z.array(showroomSchema.partial().extend({ id: z.enum(SHOWROOMS) })).optional(),
  })
  .strict();

export function loadShopInfo(json: string | undefined): ShopInfo {
  if (!json?.trim()) return DEFAULT_SHOP_INFO;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid configuration:\n  SHOP_INFO_JSON: is not valid JSON');
  }
  const override = overrideSchema.safeParse(raw);
  if (!override.success) throw new ConfigError(describe(override.error));
  const o = override.data;
  const merged = {
    name: o.name ?? DEFAULT_SHOP_INFO.name,
    phone: o.phone ?? DEFAULT_SHOP_INFO.phone,
    whatsapp: o.whatsapp ?? DEFAULT_SHOP_INFO.whatsapp,
    email: o.email ?? DEFAULT_SHOP_INFO.email,
    showrooms: DEFAULT_SHOP_INFO.showrooms.map((s) => ({ ...s, ...o.showrooms?.find((x) => x.id === s.id) })),
  };
  const parsed = shopInfoSchema.safeParse(merged);
  if (!parsed.success) throw new ConfigError(describe(parsed.error));
  return parsed.data;
}

function describe(error: z.ZodError): string {
  const lines = error.issues.map((i) => `  SHOP_INFO_JSON${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`);
  return `Invalid configuration:\n${lines.join('\n')}`;
}
