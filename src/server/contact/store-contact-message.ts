import type { ContactMessage } from '../../core/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function storeContactMessage(db: Db, contact: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(contact);
}
