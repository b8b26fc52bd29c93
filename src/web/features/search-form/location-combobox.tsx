import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelLocation } from '../../../core/travel-data';
import { controlClassName } from '../../components/ui/field';
import { LocationOption } from './location-option';
import { isLongEnoughKeyword, type LocationKind } from './location-search';
import { useLocationSuggestions } from './use-location-suggestions';

/** product.md §9: after a choice the list stays shut this long, so the change of text cannot reopen it. */
const reopenSuppressionMs = 700;
/** product.md §9: the list closes this long after the field loses focus, so a click on an option still lands. */
const blurCloseMs = 200;

/** A place in a list: the highlight follows it when the server's answer replaces the instant one. */
const placeKey = (location: TravelLocation) => `${location.subType}-${location.iataCode}`;

export interface LocationComboboxProps {
  id: string;
  /** What the field shows: typed text, or 'Name (CODE)' once chosen. */
  value: string;
  onTextChange: (text: string) => void;
  onSelect: (location: TravelLocation) => void;
  kind: LocationKind;
  placeholder?: string;
  /** A decorative icon inside the field, at its start. */
  icon?: ReactNode;
}

/**
 * An airport or city autocomplete following the WAI-ARIA combobox pattern: the list opens from 3 characters,
 * ArrowDown and ArrowUp move through it, Enter chooses, Escape closes. Label it with a <label for={id}>.
 */
export function LocationCombobox({
  id,
  value,
  onTextChange,
  onSelect,
  kind,
  placeholder,
  icon,
}: LocationComboboxProps) {
  const { t } = useTranslation();
  const { status, locations, search, clear, prepare } = useLocationSuggestions(kind);
  const [open, setOpen] = useState(false);
  const [activePlace, setActivePlace] = useState<string>();
  const [suppressed, setSuppressed] = useState(false);
  const suppressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panel = useRef<HTMLDivElement>(null);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(
    () => () => {
      clearTimeout(suppressTimer.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );

  // -1 when the highlighted place is not in the list (any more): the highlight starts over.
  const activeIndex =
    activePlace === undefined ? -1 : locations.findIndex((each) => placeKey(each) === activePlace);
  const setActiveIndex = (index: number) => {
    const location = locations[index];
    setActivePlace(location && placeKey(location));
  };
  const typed = value.trim().length;
  const showHint = open && typed > 0 && !isLongEnoughKeyword(value);
  // While suppressed the list stays shut, whatever asked to open it; it shows once the pause is over.
  const listVisible = open && !suppressed && status === 'results' && locations.length > 0;
  const panelVisible = open && !suppressed && (showHint || status !== 'idle');
  const activeId = listVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(location: TravelLocation) {
    onSelect(location);
    clear();
    close();
    setSuppressed(true);
    clearTimeout(suppressTimer.current);
    suppressTimer.current = setTimeout(() => setSuppressed(false), reopenSuppressionMs);
  }

  function handleTextChange(text: string) {
    onTextChange(text);
    setActiveIndex(-1);
    search(text);
    setOpen(true);
  }

  function moveActive(step: 1 | -1) {
    if (!listVisible) {
      setOpen(true);
      if (status === 'idle') search(value);
      return;
    }
    if (activeIndex < 0) setActiveIndex(step === 1 ? 0 : locations.length - 1);
    else setActiveIndex((activeIndex + step + locations.length) % locations.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const active = listVisible ? locations[activeIndex] : undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        moveActive(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // With suggestions open, Enter is about them, never a submit: it chooses the highlighted one, or
        // highlights the first. With the list shut, Enter submits the form as usual.
        if (active) {
          event.preventDefault();
          choose(active);
        } else if (panelVisible) {
          event.preventDefault();
          if (listVisible) setActiveIndex(0);
        }
        break;
      case 'Tab':
        // Focus moves on to the next field; the list shuts rather than catching it.
        close();
        break;
      case 'Escape':
        if (panelVisible) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A list that opens below the fold (a phone's keyboard takes half the screen) scrolls into view.
  useEffect(() => {
    if (listVisible) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [listVisible]);

  const emptyText = t(
    kind === 'city' ? 'searchForm.autocomplete.noCities' : 'searchForm.autocomplete.noAirports',
  );
  const message = showHint
    ? t('searchForm.autocomplete.minChars')
    : status === 'loading'
      ? t('searchForm.autocomplete.loading')
      : status === 'empty'
        ? emptyText
        : '';
  const announcement = listVisible
    ? t('searchForm.autocomplete.results', { count: locations.length })
    : open
      ? message
      : '';

  return (
    <div className="relative min-w-0">
      {icon && (
        <span
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400 [&_svg]:size-4.5"
        >
          {icon}
        </span>
      )}
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listVisible}
        aria-controls={listVisible ? listboxId : undefined}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          // The busiest places load with the first focus of any location field, so typing can answer at once.
          prepare();
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(close, blurCloseMs);
        }}
        className={`${controlClassName} ${icon ? 'ps-10' : ''}`}
      />
      {panelVisible && (
        // At least as wide as the field and up to 28rem, so full airport names fit; never wider than the screen.
        <div
          ref={panel}
          className="absolute start-0 top-full z-30 mt-1.5 w-max max-w-[min(28rem,calc(100vw-2rem))] min-w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          {message && (
            <p aria-hidden className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600">
              {status === 'loading' && !showHint && (
                <LoaderCircle className="size-4 text-brand-700 motion-safe:animate-spin" />
              )}
              {message}
            </p>
          )}
          {listVisible && (
            // tabIndex -1: Chromium makes a scrolling list a Tab stop, and Tab would leave the field for it.
            <ul
              id={listboxId}
              role="listbox"
              tabIndex={-1}
              className="max-h-80 overflow-y-auto overscroll-contain py-1"
            >
              {locations.map((location, index) => (
                <li
                  key={placeKey(location)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the field, so choosing with the mouse never blurs it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => choose(location)}
                  className="group flex cursor-pointer items-center gap-3 px-3 py-2.5 aria-selected:bg-brand-50"
                >
                  <LocationOption location={location} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
