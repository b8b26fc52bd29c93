import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotelPicture } from './hotel-picture';

function pictureMarkup(hotelId: string, name = 'Hotel') {
  const { unmount } = render(<HotelPicture hotelId={hotelId} hotelName={name} />);
  // Ids come from useId and differ per render; the drawing is what must match or differ.
  const markup = screen
    .getByRole('img')
    .outerHTML.replaceAll(/hotel-[\w-]+?-(sky|glow|haze|crescent)/g, '$1');
  unmount();
  return markup;
}

describe('HotelPicture', () => {
  it('is an image named after the hotel', () => {
    render(<HotelPicture hotelId="HTPAR001" hotelName="Hôtel Lumière" />);

    const picture = screen.getByRole('img', { name: 'Illustration of Hôtel Lumière' });
    expect(picture.getAttribute('viewBox')).toBe('0 0 400 200');
    expect(picture.getAttribute('class')).toContain('aspect-[2/1]');
  });

  it('draws a different picture for a different hotel', () => {
    expect(pictureMarkup('HTPAR001')).not.toBe(pictureMarkup('HTPAR002'));
  });

  it('draws the same hotel the same way every time', () => {
    expect(pictureMarkup('HTPAR001')).toBe(pictureMarkup('HTPAR001'));
  });

  it('gives each picture on a page its own gradient ids', () => {
    render(
      <>
        <HotelPicture hotelId="A" hotelName="A" />
        <HotelPicture hotelId="B" hotelName="B" />
      </>,
    );

    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
