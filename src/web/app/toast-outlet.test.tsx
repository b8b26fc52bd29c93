import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { ToastOutlet } from './toast-outlet';

describe('ToastOutlet', () => {
  it('mounts no Toaster until the first toast, then shows that toast', async () => {
    render(<ToastOutlet />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    toast.success('Search saved', { description: 'Find it under Saved Searches' });

    expect(await screen.findByText('Search saved')).toBeDefined();
    expect(screen.getByText('Find it under Saved Searches')).toBeDefined();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeDefined();
  });
});
