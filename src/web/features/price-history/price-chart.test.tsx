import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { PriceChart, type PriceChartProps } from './price-chart';

const points = [
  { day: '2026-10-20', value: 300 },
  { day: '2026-10-01', value: 250 },
  { day: '2026-10-10', value: 280 },
];

const props: PriceChartProps = {
  points,
  formatValue: (value) => `${value} kg`,
  locale: 'en-US',
  summary: 'Weight by day',
  valueHeading: 'Weight',
};

/** The chart in a language written right to left (English texts, Arabic direction). */
async function renderRightToLeft() {
  const rtl = i18next.createInstance().use(initReactI18next);
  await rtl.init({ lng: 'ar', resources: { ar: { translation: en } }, initAsync: false });
  render(
    <I18nextProvider i18n={rtl}>
      <PriceChart {...props} />
    </I18nextProvider>,
  );
}

const dayLabelX = (text: string) => Number(screen.getByText(text).getAttribute('x'));

describe('PriceChart', () => {
  it('draws plain points alone: no band, no marked point, the days oldest first in its table', () => {
    render(<PriceChart {...props} />);
    const chart = screen.getByRole('img', { name: 'Weight by day' });
    expect(chart.querySelector('rect')).toBeNull();
    expect(within(chart).queryByTestId('chart-marked-point')).toBeNull();
    expect(
      [...chart.querySelectorAll('circle[data-day]')].map((dot) => dot.getAttribute('data-day')),
    ).toEqual(['2026-10-01', '2026-10-10', '2026-10-20']);
    const rows = within(screen.getByRole('table', { hidden: true }))
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    expect(rows).toEqual(['DayWeight', 'Thu, Oct 1250 kg', 'Sat, Oct 10280 kg', 'Tue, Oct 20300 kg']);
    expect(dayLabelX('Oct 1')).toBeLessThan(dayLabelX('Oct 20'));
  });

  it('runs time from the right in a right-to-left language', async () => {
    await renderRightToLeft();
    expect(dayLabelX('Oct 1')).toBeGreaterThan(dayLabelX('Oct 20'));
  });
});
