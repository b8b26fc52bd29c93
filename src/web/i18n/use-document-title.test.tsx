import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageTitleKey, useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it("sets the tab title from the page's translated title", () => {
    const { rerender } = renderHook(({ page }) => useDocumentTitle(page), {
      initialProps: { page: 'home' as PageTitleKey },
    });
    expect(document.title).toBe('TripFit — Find Your Perfect Budget Trip');

    rerender({ page: 'about' });
    expect(document.title).toBe('About — TripFit');
  });
});
