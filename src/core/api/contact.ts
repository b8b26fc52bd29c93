import { z } from 'zod';

/** POST /api/contact's answer once the message is stored and mailed (the body is core/contact.ts's). */
export const contactSentSchema = z.object({ ok: z.literal(true) });
