/*
 * The API's paths, bodies and answers as TypeScript types: generated from the server's routes by
 * `npm run api:types` (scripts/generate-api-types.ts). Do not edit; regenerate after changing a route.
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database (and Redis, when configured) answer */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public settings (support mailbox, which travel data is live) */
    get: operations['getPublicConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/locations/popular': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The busiest airports and their cities, for answering autocomplete before /api/locations does
     * @description About 500 places (every scheduled hub, busy airport and capital airport, and their cities) with the texts, importance and site-language names /api/locations ranks them by, so a client can rank them the same way, each also as named in the asked language. The same for every provider; cacheable for a day.
     */
    get: operations['listPopularPlaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Airports and cities for autocomplete (at most 10), named in the asked language */
    get: operations['searchLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Up to 10 flight + hotel deals within the budget, best value first
     * @description With `Accept: application/x-ndjson` the answer streams one JSON object per line: `{"type":"step","step":"flights"|"hotels"|"combining"}` as each step starts, then `{"type":"result",...SearchResult}` or `{"type":"error","status","error":{code,message}}`. The result carries `priceHistory` when the history could be read in time: `enough` (7 or more days observed in the last 60) places the cheapest total among the daily best totals of comparable trips (same cities, month, nights, party, cabin, bags) with the 25th–75th percentile band; `tooFew` gives the days observed. Every search is recorded as an observation.
     */
    post: operations['searchDeals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/date-grid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Flexible dates: the best total for departure and return each ±3 days around the search
     * @description The same body as /api/search. Each cell is the cheapest flight plus the cheapest hotel for its dates in the search currency, cached 30 minutes; a cell whose provider call fails is unavailable, and only when every cell fails does the answer carry the error /api/search would have. Each priced cell is recorded as a price observation.
     */
    post: operations['priceDateGrid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/explore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every destination whose flight plus hotel fits the budget over a month, cheapest first
     * @description month is YYYY-MM or next3 (tomorrow to three months ahead); nights a range a-b within 1-21 (the page offers 2-4, 5-7 and 8-14) or weekend (Thursday or Friday out, Sunday or Monday back); cabin as a search’s (live explore has economy fares only); level budget, mid (hotels rated 7+) or comfort (8+). On the sandbox a search for a destination’s code and dates finds its total; live figures are estimates (`estimate: true`) from cached fares, with their age. Each destination served is recorded as a price observation; `history` (verdict and typical band) is set where its trip (month, nights, party, level) has 7 or more days observed in the last 60.
     */
    get: operations['exploreDestinations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s profile */
    get: operations['getProfile'];
    /** Update name, preferred currency and language */
    put: operations['updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything held about the user, as a JSON download */
    get: operations['exportAccountData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the account and everything in it (password required) */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user’s saved searches, newest first, one page at a time */
    get: operations['listSavedSearches'];
    put?: never;
    /** Save a search (at most 100 per account) */
    post: operations['createSavedSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of the user’s saved searches */
    delete: operations['deleteSavedSearch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}/watch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Watch a saved search (mail when deals fit the budget or get cheaper), or stop watching it */
    put: operations['setTripWatch'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user’s watched trips (on or off), departure soonest first */
    get: operations['listWatchedTrips'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watches/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trip a watch mail’s unsubscribe link is about, and whether it is still watched; no sign-in, and nothing changes */
    get: operations['getUnsubscribeTrip'];
    put?: never;
    /** Turn off the watch a mail was about; no sign-in. The token comes in the body, or in the query for RFC 8058 one-click POSTs */
    post: operations['unsubscribeTrip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to support (stored and mailed) */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report an error the web app could not render past (logged, counted, nothing answered)
     * @description At most 10 reports a minute from one client; every field has a maximum length and no other field is taken. The User-Agent header is logged with it.
     */
    post: operations['reportClientError'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This description of the API (OpenAPI 3.1) */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics (bearer METRICS_TOKEN when configured) */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SearchRequest: {
      budget: number;
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      from: string;
      /** @default  */
      fromName?: string;
      to: string;
      /** @default  */
      toName?: string;
      /** Format: date */
      departureDate: string;
      /** Format: date */
      returnDate?: string;
      /** @default false */
      isOneWay?: boolean;
      /** @default 1 */
      flightAdults?: number;
      /** @default 0 */
      flightChildren?: number;
      /**
       * @default ECONOMY
       * @enum {string}
       */
      cabinClass?: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
      /** @default false */
      directFlights?: boolean;
      /**
       * @default cabin
       * @enum {string}
       */
      bags?: 'personal' | 'cabin' | 'checked';
      /** @default  */
      where?: string;
      whereCode?: string;
      /** Format: date */
      checkIn?: string;
      /** Format: date */
      checkOut?: string;
      /** @default 1 */
      hotelAdults?: number;
      /** @default 0 */
      hotelChildren?: number;
      /** @default [] */
      childrenAges?: number[];
      /** @default 1 */
      rooms?: number;
    };
    SavedSearchInput: {
      searchName?: string;
      flightFrom: string;
      flightFromName: string;
      flightTo: string;
      flightToName: string;
      /** Format: date */
      departureDate: string;
      /** Format: date */
      returnDate?: string;
      isOneWay: boolean;
      flightAdults: number;
      flightChildren: number;
      accommodationAdults: number;
      accommodationChildren: number;
      accommodationLocation: string;
      /** Format: date */
      checkInDate: string;
      /** Format: date */
      checkOutDate: string;
      budget: number;
      /** @enum {string} */
      budgetPer?: 'total' | 'traveller';
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      /** @enum {string} */
      cabinClass: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
      directFlights: boolean;
      /**
       * @default cabin
       * @enum {string}
       */
      bags?: 'personal' | 'cabin' | 'checked';
      rooms: number;
      childrenAges: number[];
    };
    ProfileUpdate: {
      fullName: string;
      /** @enum {string} */
      preferredCurrency: 'USD' | 'EUR' | 'GBP';
      /** @enum {string} */
      preferredLanguage: 'en' | 'es' | 'fr';
    };
    ContactMessage: {
      name: string;
      email: string;
      /** @enum {string} */
      subject: 'general' | 'technical' | 'partnership' | 'feedback' | 'other';
      message: string;
    };
    DeleteAccount: {
      password: string;
    };
    WatchToggle: {
      watching: boolean;
      /** @enum {string} */
      language?:
        | 'ar'
        | 'zh'
        | 'de'
        | 'en'
        | 'es'
        | 'fr'
        | 'it'
        | 'no'
        | 'pl'
        | 'pt'
        | 'ro'
        | 'ru'
        | 'sr'
        | 'sv'
        | 'uk';
    };
    Unsubscribe: {
      token: string;
    };
    ClientErrorReport: {
      message: string;
      /** @description The error's stack, cut to its first 4000 characters */
      stack?: string;
      /**
       * Format: starts_with
       * @description The page the visitor was on (path and query)
       */
      path: string;
      /** @description The web build that ran, when the build names one */
      release?: string;
    };
    Error: {
      error: {
        code: string;
        message: string;
      };
    };
    HealthAnswer: {
      /** @constant */
      status: 'ok';
    };
    ReadyAnswer: {
      /** @constant */
      status: 'ready';
      checks: {
        /** @constant */
        database: 'ok';
        /**
         * @description Present when the server uses Redis
         * @constant
         */
        redis?: 'ok';
      };
    };
    OpenApiDocument: {
      openapi: string;
      info: {
        title: string;
        version: string;
      } & {
        [key: string]: unknown;
      };
      paths: {
        [key: string]: {
          [key: string]: unknown;
        };
      };
      components: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    DevOutbox: {
      data: {
        to: string;
        subject: string;
        text: string;
        html: string;
        replyTo?: string;
        headers?: {
          [key: string]: string;
        };
        /** @description The links the text carries, so they can be followed */
        links: string[];
        /** @description ISO 8601 */
        sentAt: string;
      }[];
    };
    ContactSent: {
      /** @constant */
      ok: true;
    };
    DataExport: {
      /** @description ISO 8601 */
      exportedAt: string;
      account: {
        /** Format: email */
        email: string;
        /** @description ISO 8601 */
        createdAt: string;
        emailVerified: boolean;
        twoFactorEnabled: boolean;
      };
      profile: {
        fullName: string;
        /** @enum {string} */
        preferredCurrency: 'USD' | 'EUR' | 'GBP';
        /** @enum {string} */
        preferredLanguage: 'en' | 'es' | 'fr';
      };
      savedSearches: components['schemas']['SavedSearch'][];
    };
    PublicConfig: {
      supportEmail: string;
      /** @description Outside production: mail is listed at /api/dev/outbox */
      devOutbox: boolean;
      /** @description Flights come from a live provider; false: sample data (sandbox) */
      liveFlights: boolean;
      /** @description Hotels come from a live provider; false: sample data (sandbox) */
      liveHotels: boolean;
    };
    Location: {
      name: string;
      iataCode: string;
      /** @enum {string} */
      subType: 'AIRPORT' | 'CITY';
      address: {
        cityName: string;
        countryName: string;
      };
    };
    LocationMatches: {
      data: components['schemas']['Location'][];
    };
    PopularPlaces: {
      places: {
        location: components['schemas']['Location'];
        /** @description Ranks places that match a keyword alike: size, service, hub, capital */
        importance: number;
        /** @description Other names it is found by (keywords, its airports), normalised as the search compares them */
        aliases: string[];
        /** @description Index in `localNames` of its city's names in the site languages, shared with its airports */
        localNames?: number;
        /** @description Its names in the asked language where they differ from `location`; a changed city name that is the name is '' */
        shown?: {
          name?: string;
          cityName?: string;
          countryName?: string;
        };
      }[];
      /** @description Cities' names in the site languages, normalised */
      localNames: string[][];
    };
    Deal: {
      id: string;
      offerId: string;
      hotel: {
        hotelId: string;
        name: string;
        location: string;
        address?: string;
        /** Format: uri */
        photoUrl?: string;
        refundable?: boolean;
        /** @description Distance from the city centre in km (0.1 km steps); absent when the hotel has no position */
        distanceFromCentreKm?: number;
        rating: number;
        /** @enum {string} */
        ratingLabel: 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Average' | 'No rating';
        numberOfReviews: number;
        price: number;
        /** @description The provider's own price, present when it asked in another currency than the search's */
        convertedFrom?: {
          amount: number;
          currency: string;
        };
        /** @description The part of the hotel's price paid at the hotel, in the deal's currency */
        paidAtHotel?: number;
      };
      flight: {
        airlineCode: string;
        outbound: {
          /** @description Local time, YYYY-MM-DDTHH:MM:SS */
          departureAt: string;
          /** @description Local time, YYYY-MM-DDTHH:MM:SS */
          arrivalAt: string;
          durationMinutes: number;
          stops: number;
          from: string;
          to: string;
          segments: {
            /** @description Airport IATA code */
            from: string;
            to: string;
            /** @description Local time, YYYY-MM-DDTHH:MM:SS */
            departureAt: string;
            /** @description Local time, YYYY-MM-DDTHH:MM:SS */
            arrivalAt: string;
            carrierCode: string;
            number: string;
            durationMinutes?: number;
          }[];
          connections: {
            airport: string;
            /** @description Only when the next flight leaves from another airport */
            departsFrom?: string;
            minutes: number;
          }[];
          includedBags?: {
            carryOn: number;
            checked: number;
          };
        };
        return: {
          /** @description Local time, YYYY-MM-DDTHH:MM:SS */
          departureAt: string;
          /** @description Local time, YYYY-MM-DDTHH:MM:SS */
          arrivalAt: string;
          durationMinutes: number;
          stops: number;
          from: string;
          to: string;
          segments: {
            /** @description Airport IATA code */
            from: string;
            to: string;
            /** @description Local time, YYYY-MM-DDTHH:MM:SS */
            departureAt: string;
            /** @description Local time, YYYY-MM-DDTHH:MM:SS */
            arrivalAt: string;
            carrierCode: string;
            number: string;
            durationMinutes?: number;
          }[];
          connections: {
            airport: string;
            /** @description Only when the next flight leaves from another airport */
            departsFrom?: string;
            minutes: number;
          }[];
          includedBags?: {
            carryOn: number;
            checked: number;
          };
        };
        stops: number;
        refundable?: boolean;
        price: number;
        /** @description The provider's own price, present when it asked in another currency than the search's */
        convertedFrom?: {
          amount: number;
          currency: string;
        };
        /** @description The bags of the search's choice the flight price includes */
        bags?: {
          /** @enum {string} */
          choice: 'personal' | 'cabin' | 'checked';
          /** @description Bags of the choice: one per traveller with a seat */
          count: number;
          /** @description What they cost in the deal's currency; 0 when included */
          amount: number;
          /** @description False when the airline gave no price for them (not counted) */
          known: boolean;
        };
      };
      stay: {
        /** Format: date */
        checkIn: string;
        /** Format: date */
        checkOut: string;
        nights: number;
        /** Format: date */
        landsOn: string;
        followsFlight: boolean;
        unusedNights: number;
      };
      /** @description Estimated emissions of the flights and the hotel nights; absent when an airport is unknown */
      emissions?: {
        /** @description kg CO₂e of every flight for every seated traveller */
        flightKg: number;
        /** @description kg CO₂e of the stay's nights for every hotel guest, per guest night by the hotel's country (Travel & Climate, Cornell Hotel Sustainability Benchmarking Index) */
        hotelKg: number;
        travellers: number;
        /**
         * @description provider: the flight provider's own estimate; model: Travel Impact Model method
         * @enum {string}
         */
        source: 'provider' | 'model';
      };
      totalPrice: number;
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      score: number;
      links: {
        flight: {
          partner: string;
          /** Format: uri */
          url: string;
        };
        hotel: {
          partner: string;
          /** Format: uri */
          url: string;
        };
      };
    };
    SearchResult: {
      deals: components['schemas']['Deal'][];
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      timings: {
        flightsMs: number;
        hotelsMs: number;
        combineMs: number;
        totalMs: number;
      };
      /** @description Where the search's cheapest total sits among comparable totals of the last 60 days */
      priceHistory?:
        | {
            /** @constant */
            status: 'enough';
            /** @enum {string} */
            currency:
              'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
            /** @description This search's cheapest flight + hotel total (any hotel) */
            current: number;
            /** @enum {string} */
            verdict: 'low' | 'typical' | 'high';
            /** @description The 25th percentile of the last 60 days' daily best totals */
            typicalLow: number;
            /** @description The 75th percentile of the last 60 days' daily best totals */
            typicalHigh: number;
            /** @description The lowest total observed each day, oldest first */
            days: {
              /** Format: date */
              day: string;
              bestTotal: number;
            }[];
          }
        | {
            /** @constant */
            status: 'tooFew';
            daysObserved: number;
            daysNeeded: number;
          };
    };
    SearchEvent:
      | {
          /** @constant */
          type: 'step';
          /** @enum {string} */
          step: 'flights' | 'hotels' | 'combining';
        }
      | {
          deals: components['schemas']['Deal'][];
          /** @enum {string} */
          currency:
            'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
          timings: {
            flightsMs: number;
            hotelsMs: number;
            combineMs: number;
            totalMs: number;
          };
          /** @description Where the search's cheapest total sits among comparable totals of the last 60 days */
          priceHistory?:
            | {
                /** @constant */
                status: 'enough';
                /** @enum {string} */
                currency:
                  | 'USD'
                  | 'EUR'
                  | 'GBP'
                  | 'CNY'
                  | 'SAR'
                  | 'RUB'
                  | 'UAH'
                  | 'SEK'
                  | 'NOK'
                  | 'PLN'
                  | 'RON'
                  | 'RSD';
                /** @description This search's cheapest flight + hotel total (any hotel) */
                current: number;
                /** @enum {string} */
                verdict: 'low' | 'typical' | 'high';
                /** @description The 25th percentile of the last 60 days' daily best totals */
                typicalLow: number;
                /** @description The 75th percentile of the last 60 days' daily best totals */
                typicalHigh: number;
                /** @description The lowest total observed each day, oldest first */
                days: {
                  /** Format: date */
                  day: string;
                  bestTotal: number;
                }[];
              }
            | {
                /** @constant */
                status: 'tooFew';
                daysObserved: number;
                daysNeeded: number;
              };
          /** @constant */
          type: 'result';
        }
      | {
          /** @constant */
          type: 'error';
          status: number;
          error: {
            code: string;
            message: string;
          };
          retryAfterSeconds?: number;
        };
    DateGrid: {
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      budget: number;
      /** @description The nights of the searched stay */
      nights: number;
      /** @description Row by row: 7 departures × 7 returns, or one row of 7 departures one way */
      cells: {
        /** Format: date */
        departureDate: string;
        /**
         * Format: date
         * @description Absent for a one-way trip
         */
        returnDate?: string;
        departureOffset: number;
        returnOffset?: number;
        /** @description The nights of this cell's stay */
        nights: number;
        /** @description Cheapest flight + cheapest hotel for these dates; null when unavailable (no flights or hotels, dates outside the searchable range, a provider failure) */
        totalPrice: number | null;
        withinBudget: boolean;
        /** @description The lowest total among the cells with the search's own number of nights */
        cheapest: boolean;
      }[];
    };
    ExploreAnswer: {
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      origin: {
        code: string;
        name: string;
        latitude: number;
        longitude: number;
      };
      /** @description Cheapest total first */
      destinations: {
        /** @description IATA city code; a search for it uses this code */
        code: string;
        name: string;
        countryCode: string;
        countryName: string;
        /** @enum {string} */
        region: 'europe' | 'north-america' | 'latin-america' | 'middle-east' | 'asia' | 'africa' | 'oceania';
        latitude: number;
        longitude: number;
        /** @description flightPrice + hotelPrice, within the budget */
        totalPrice: number;
        flightPrice: number;
        hotelPrice: number;
        /** Format: date */
        departureDate: string;
        /** Format: date */
        returnDate: string;
        nights: number;
        /** @description Stops of the outbound flight */
        stops: number;
        /** Format: date-time */
        pricedAt: string;
        /** @description Cached live fares the search re-prices; false for exact figures */
        estimate: boolean;
        /** @description The usual total of a trip there in the window */
        typicalPrice?: number;
        /** @description The trip's estimated emissions, flights and hotel nights, as a deal's; absent when it cannot be told */
        emissions?: {
          /** @description kg CO₂e of every flight for every seated traveller */
          flightKg: number;
          /** @description kg CO₂e of the stay's nights for every hotel guest, per guest night by the hotel's country (Travel & Climate, Cornell Hotel Sustainability Benchmarking Index) */
          hotelKg: number;
          travellers: number;
          /**
           * @description provider: the flight provider's own estimate; model: Travel Impact Model method
           * @enum {string}
           */
          source: 'provider' | 'model';
        };
        /** @description The trip's total against comparable totals of the last 60 days, when enough are known */
        history?: {
          /** @enum {string} */
          verdict: 'low' | 'typical' | 'high';
          typicalLow: number;
          typicalHigh: number;
        };
      }[];
    };
    Profile: {
      fullName: string;
      /** @enum {string} */
      preferredCurrency: 'USD' | 'EUR' | 'GBP';
      /** @enum {string} */
      preferredLanguage: 'en' | 'es' | 'fr';
      id: string;
      /** Format: email */
      email: string;
      emailVerified: boolean;
      twoFactorEnabled: boolean;
    };
    SavedSearch: {
      id: string;
      createdAt: string;
      searchName?: string;
      flightFrom: string;
      flightFromName: string;
      flightTo: string;
      flightToName: string;
      /** Format: date */
      departureDate: string;
      /** Format: date */
      returnDate?: string;
      isOneWay: boolean;
      flightAdults: number;
      flightChildren: number;
      accommodationAdults: number;
      accommodationChildren: number;
      accommodationLocation: string;
      /** Format: date */
      checkInDate: string;
      /** Format: date */
      checkOutDate: string;
      /** @description As typed: for the whole trip, or per traveller (budgetPer) */
      budget: number;
      /**
       * @description 'traveller': the search's budget is budget × flight travellers
       * @enum {string}
       */
      budgetPer: 'total' | 'traveller';
      /** @enum {string} */
      currency: 'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
      /** @enum {string} */
      cabinClass: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
      directFlights: boolean;
      /** @enum {string} */
      bags: 'personal' | 'cabin' | 'checked';
      rooms: number;
      childrenAges: number[];
      watch: {
        watching: boolean;
        /** @description When the last check finished (ISO 8601) */
        checkedAt: string | null;
        /** @description The cheapest deal within the budget at that check, in the search's currency */
        bestTotal: number | null;
        /** @description Why watching stopped by itself: `departed` (the trip has left), `paused` (its checks failed for 3 days; turning it on again resumes) */
        ended: ('departed' | 'paused') | null;
        /** @description The trip's own history: the best total within the budget at each of the latest 30 checks, oldest first; empty before the first check or when the search was never watched */
        history: {
          /** Format: date-time */
          checkedAt: string;
          /** @description The cheapest deal within the budget; null when none fitted */
          bestTotal: number | null;
        }[];
      };
    };
    SavedSearchPage: {
      data: components['schemas']['SavedSearch'][];
      /** @description Pass as `cursor` for the next page; null on the last */
      nextCursor: string | null;
    };
    WatchedTrips: {
      data: components['schemas']['SavedSearch'][];
    };
    UnsubscribeAnswer: {
      /** @description The trip no longer watched; null when its saved search was deleted meanwhile */
      trip: {
        flightFromName: string;
        flightToName: string;
        /** Format: date */
        departureDate: string;
      } | null;
    };
    UnsubscribeTrip: {
      /** @description The trip the link is about; null when its saved search was deleted */
      trip: {
        searchName?: string;
        flightFromName: string;
        flightToName: string;
        /** Format: date */
        departureDate: string;
        /** Format: date */
        returnDate?: string;
        isOneWay: boolean;
        /** @description Whether the trip is still watched (mails may still come) */
        watching: boolean;
      } | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok"
           *     }
           */
          'application/json': components['schemas']['HealthAnswer'];
        };
      };
      /** @description The request is not well-formed HTTP (a bad header line, say): Node’s HTTP server refuses it before the app, with no body */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ready",
           *       "checks": {
           *         "database": "ok"
           *       }
           *     }
           */
          'application/json': components['schemas']['ReadyAnswer'];
        };
      };
      /** @description The request is not well-formed HTTP (a bad header line, say): Node’s HTTP server refuses it before the app, with no body */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPublicConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicConfig'];
        };
      };
      /** @description The request is not well-formed HTTP (a bad header line, say): Node’s HTTP server refuses it before the app, with no body */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  listPopularPlaces: {
    parameters: {
      query?: {
        /** @example fr */
        lang?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The places */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PopularPlaces'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchLocations: {
    parameters: {
      query?: {
        /** @example paris */
        keyword?: string;
        type?: 'airport' | 'city';
        /** @example fr */
        lang?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matches, best first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LocationMatches'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchDeals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "budget": 1500,
         *       "currency": "EUR",
         *       "from": "BEG",
         *       "to": "CDG",
         *       "departureDate": "2026-12-28",
         *       "returnDate": "2026-12-31",
         *       "flightAdults": 2,
         *       "hotelAdults": 2
         *     }
         */
        'application/json': components['schemas']['SearchRequest'];
      };
    };
    responses: {
      /** @description Deals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResult'];
          'application/x-ndjson': components['schemas']['SearchEvent'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  priceDateGrid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "budget": 1500,
         *       "currency": "EUR",
         *       "from": "BEG",
         *       "to": "CDG",
         *       "departureDate": "2026-12-28",
         *       "returnDate": "2026-12-31",
         *       "flightAdults": 2,
         *       "hotelAdults": 2
         *     }
         */
        'application/json': components['schemas']['SearchRequest'];
      };
    };
    responses: {
      /** @description The grid */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DateGrid'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exploreDestinations: {
    parameters: {
      query: {
        /** @example BEG */
        from: string;
        /** @example 800 */
        budget: string;
        /** @example EUR */
        currency:
          'USD' | 'EUR' | 'GBP' | 'CNY' | 'SAR' | 'RUB' | 'UAH' | 'SEK' | 'NOK' | 'PLN' | 'RON' | 'RSD';
        /** @example next3 */
        month: string;
        /** @example 2-4 */
        nights: string;
        adults?: string;
        children?: string;
        childrenAges?: string;
        rooms?: string;
        level?: 'budget' | 'mid' | 'comfort';
        cabin?: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
        direct?: 'true' | 'false';
        bags?: 'personal' | 'cabin' | 'checked';
        nearby?: 'true' | 'false';
        lang?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Destinations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExploreAnswer'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdate'];
      };
    };
    responses: {
      /** @description Profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportAccountData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Account, profile and saved searches */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataExport'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccount'];
      };
    };
    responses: {
      /** @description Deleted; the session cookie is cleared */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many password checks from this client (`rate_limited`) or wrong answers for this account (`too_many_attempts`); see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listSavedSearches: {
    parameters: {
      query?: {
        /** @description How many saved searches to answer */
        limit?: number;
        /** @description The `nextCursor` of the previous page; leave out for the first page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of saved searches */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearchPage'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedSearchInput'];
      };
    };
    responses: {
      /** @description Saved */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearch'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The account already keeps 100 saved searches (code `saved_search_limit`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setTripWatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WatchToggle'];
      };
    };
    responses: {
      /** @description The saved search with its watch */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearch'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The trip has departed, so it cannot be watched (code `trip_departed`), or the account already watches 20 trips (code `watch_limit`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWatchedTrips: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Watched trips, each with its latest checks’ best totals (`watch.history`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatchedTrips'];
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getUnsubscribeTrip: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The trip */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnsubscribeTrip'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribeTrip: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['Unsubscribe'];
      };
    };
    responses: {
      /** @description No longer watched */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnsubscribeAnswer'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana Petrović",
         *       "email": "ana@example.com",
         *       "subject": "general",
         *       "message": "Do the totals include the hotel’s city tax?"
         *     }
         */
        'application/json': components['schemas']['ContactMessage'];
      };
    };
    responses: {
      /** @description Sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactSent'];
        };
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reportClientError: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Cannot read properties of undefined (reading \"totalPrice\")",
         *       "stack": "TypeError: Cannot read properties of undefined\n    at DealCard (deal-card.tsx:42:17)",
         *       "path": "/results?from=BEG&to=CDG"
         *     }
         */
        'application/json': components['schemas']['ClientErrorReport'];
      };
    };
    responses: {
      /** @description Logged */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenApiDocument'];
        };
      };
      /** @description The request is not well-formed HTTP (a bad header line, say): Node’s HTTP server refuses it before the app, with no body */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text format */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Error */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
