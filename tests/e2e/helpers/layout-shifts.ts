import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** What moved, as tag, classes and the start of its text, with its box before and after. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Records, from the page's first paint on, every layout shift Chromium reports (PerformanceObserver,
 * `layout-shift`) that no recent input caused: the shifts that make up Cumulative Layout Shift. Call before
 * `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className.toString().slice(0, 50)} "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the page has rendered two more frames (so the latest layout was reported). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts ?? []))),
      ),
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
