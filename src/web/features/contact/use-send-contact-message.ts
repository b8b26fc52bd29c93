import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../core/contact';
import { apiResponse } from '../../lib/api-client';

/** POST /api/contact: the server checks the message again, keeps it and mails it to support. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: ContactMessage) => {
      await apiResponse('post', '/api/contact', { body: message });
    },
  });
}
