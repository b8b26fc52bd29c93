import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { ExploreDestination } from '../../../../core/explore';
import { ExploreMap, type ExploreMapProps } from './explore-map';

function destination(overrides: Partial<ExploreDestination>): ExploreDestination {
  return {
    code: 'LIS',
    name: 'Lisbon',
    countryCode: 'PT',
    countryName: 'Portugal',
    region: 'europe',
    latitude: 38.72,
    longitude: -9.14,
    totalPrice: 612,
    flightPrice: 212,
    hotelPrice: 400,
    departureDate: '2027-03-12',
    returnDate: '2027-03-16',
    nights: 4,
    stops: 0,
    pricedAt: '2027-02-01T10:00:00Z',
    estimate: false,
    ...overrides,
  };
}

const lisbon = destination({});
const tokyo = destination({
  code: 'TYO',
  name: 'Tokyo',
  countryCode: 'JP',
  countryName: 'Japan',
  region: 'asia',
  latitude: 35.68,
  longitude: 139.69,
  totalPrice: 1480.5,
  departureDate: '2027-03-20',
  returnDate: '2027-03-27',
});
const berlin = { name: 'Berlin', latitude: 52.52, longitude: 13.4 };

function renderMap(props: Partial<ExploreMapProps> = {}) {
  const onChoose = vi.fn<ExploreMapProps['onChoose']>();
  const view = render(
    <>
      <ExploreMap
        origin={berlin}
        destinations={[lisbon, tokyo]}
        currency="EUR"
        onChoose={onChoose}
        listId="explore-list"
        {...props}
      />
      <ul id="explore-list" />
    </>,
  );
  return { ...view, onChoose };
}

describe('ExploreMap', () => {
  it('draws the countries and a focusable marker per destination, named with place, total and dates', () => {
    const { container } = renderMap();
    expect(container.querySelectorAll('path').length).toBeGreaterThan(100);
    const markers = screen.getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Lisbon, Portugal — €612, Mar 12 – Mar 16',
      'Tokyo, Japan — €1,480.50, Mar 20 – Mar 27',
    ]);
    expect(markers.every((marker) => marker.tabIndex === 0)).toBe(true);
    expect(screen.getByRole('img', { name: 'Departing from Berlin' })).toBeDefined();
  });

  it('is a named group described by a note that the list holds the same places', () => {
    renderMap();
    const map = screen.getByRole('group', { name: 'Map of the destinations within your budget' });
    const note = document.getElementById(map.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('The list of destinations holds the same places and prices.');
    expect(map.getAttribute('aria-details')).toBe('explore-list');
    expect(map.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('chooses a destination on Enter, Space and click', () => {
    const { onChoose } = renderMap();
    const lisbonMarker = screen.getByRole('button', { name: /^Lisbon/ });
    const tokyoMarker = screen.getByRole('button', { name: /^Tokyo/ });
    fireEvent.keyDown(lisbonMarker, { key: 'Enter' });
    fireEvent.keyDown(tokyoMarker, { key: ' ' });
    fireEvent.click(tokyoMarker);
    fireEvent.keyDown(tokyoMarker, { key: 'a' });
    expect(onChoose.mock.calls).toEqual([[lisbon], [tokyo], [tokyo]]);
  });

  it('shows the name and total in a tooltip while a marker has focus or the pointer', () => {
    renderMap();
    const tokyoMarker = screen.getByRole('button', { name: /^Tokyo/ });
    expect(screen.queryByText('Tokyo')).toBeNull();
    fireEvent.focus(tokyoMarker);
    expect(screen.getByText('Tokyo')).toBeDefined();
    expect(screen.getByText('€1,480.50')).toBeDefined();
    fireEvent.blur(tokyoMarker);
    expect(screen.queryByText('Tokyo')).toBeNull();
    fireEvent.mouseEnter(tokyoMarker);
    expect(screen.getByText('Tokyo')).toBeDefined();
  });

  it('marks the destination highlighted in the list and draws the route to it', () => {
    const { container } = renderMap({ highlightedCode: 'TYO' });
    const highlighted = container.querySelectorAll('[data-highlighted]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('aria-label')).toMatch(/^Tokyo/);
    expect(container.querySelector('path[stroke-dasharray]')).not.toBeNull();
  });

  it('draws no markers and no route for an empty answer', () => {
    const { container } = renderMap({ destinations: [], highlightedCode: 'LIS' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.querySelector('path[stroke-dasharray]')).toBeNull();
    expect(container.querySelectorAll('path').length).toBeGreaterThan(100);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderMap({ highlightedCode: 'LIS' });
    // The test DOM draws nothing, so colour contrast is for the browser tests to judge.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
  });
});
