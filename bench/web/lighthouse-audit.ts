import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** 0–100, as the report shows them. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  /** Bytes the page downloaded, as sent over the wire. */
  transferBytes: number;
  /**
   * Lighthouse's measure of how fast this machine's CPU was during the run (its `benchmarkIndex`): on a shared
   * host a lower index means other work took the cores, and blocking time grows with it.
   */
  hostCpuIndex: number;
}

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/**
 * A Lighthouse run on `url` in a fresh headless Chromium (the system's): mobile is Lighthouse's default
 * (Moto G Power, simulated slow 4G and 4× CPU slowdown), desktop its desktop preset.
 */
async function auditOnce(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      transferBytes: numeric(lhr, 'total-byte-weight'),
      hostCpuIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, say); such a run is made again, up to 3 times. */
export async function audit(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, formFactor);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `  Lighthouse run failed, again: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
