/** The spec's business constants (section 9 and the rules that name a number), in one place. */

export const HTTP_TIMEOUT_MS = 10_000;
export const DEFAULT_LANGUAGE = 'kr';
export const DEFAULT_CURRENCY = 'krw';
export const LANGUAGES = ['kr', 'en'] as const;
export const CURRENCIES = ['krw', 'usd'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Currency = (typeof CURRENCIES)[number];

export const TRANSLATION_FLUSH_MS = 2000;

/** Desktop when the window is wider than these (route choice, store layout choice). */
export const DESKTOP_ROUTE_MIN_WIDTH = 1000;
export const DESKTOP_LAYOUT_MIN_WIDTH = 1024;

export const DEFAULT_PAGE_SIZE = 14;
export const RESET_PAGE_SIZE = 15;
export const WISHLIST_PAGE_SIZE = 5;
export const NOTICE_PAGE_SIZE = 5;
export const PAGER_VISIBLE_PAGES = 5;
export const PAGER_DEFAULT_PER_PAGE = 10;
/** Largest page a list call serves; larger requests are clamped. */
export const MAX_PER_PAGE = 100;

export const POPUP_READ_MAX = 5;
export const POPUP_READ_STORAGE_KEY = 'pinia/popup/readId';
export const SESSION_LANGUAGE_STORAGE_KEY = 'pinia/session/language';
/** The studio's composition in progress, kept across pages and across the login. */
export const STUDIO_COMPOSITION_STORAGE_KEY = 'studio/composition';
export const STUDIO_TOUR_STORAGE_KEY = 'studio/tour-seen';
/** A member's formulas per page of /my-page/formula. */
export const FORMULA_PAGE_SIZE = 10;
/** How long the studio waits after a change before asking the server for its price. */
export const STUDIO_QUOTE_DEBOUNCE_MS = 350;
export const CMS_BANNER_KEY_PREFIX = 'cms-page-';

export const SALE_CATEGORY_ID = 12;

export const WEEK_PICK_DISCOUNTS = [30, 5, 10, 20, 20] as const;
export const WEEK_PICKS_START = '2025-07-14';
export const WEEK_PICKS_END = '2025-08-17';
export const WEEK_PICKS_DEFAULT_WEEK = 2;

export const INSTAGRAM_FEED_MAX = 6;
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 4 * 1024 * 1024;
export const IMAGE_COMPRESS_QUALITY = 0.7;
export const DEFAULT_FILE_COUNT_LIMIT = 1;

export const SCROLL_OFFSET_PX = 70;
export const ERROR_SCROLL_OFFSET_PX = 120;
export const SELECT_LIST_MAX_HEIGHT_PX = 300;
export const SCROLL_END_THRESHOLD_PX = 10;

export const DIALOG_PROGRESS_STEPS = 100;
export const DIALOG_REMOVAL_DELAY_MS = 301;

export const SCROLL_TOP_THRESHOLD_RATIO = 0.4;
export const CACHED_VIEWS_MAX = 3;

export const POPUP_CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_AUTOPLAY_DELAY_MS = 3000;

export const UNAUTHORIZED_DEBOUNCE_MS = 300;
export const LIST_CACHE_TTL_MS = 60_000;
export const REMEMBER_TTL_MS = 5_000;

export const SENTRY_TRACES_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

export const CLICK_PLATFORMS = ['pc', 'mobile'] as const;
/** The desktop CMS banner records its clicks under this id. */
export const BANNER_CLICK_ID = 12;

/** Form widgets (spec 5): a range input clamps to these unless given its own bounds. */
export const RANGE_DEFAULT_MIN = 0;
export const RANGE_DEFAULT_MAX = 100;

/** Guided tour (spec 9): how long after starting the first step appears. */
export const TOUR_START_DELAY_MS = 0;

/** The icons folder of the site's images path (public/images/icons). */
export const ICONS_PATH = '/images/icons';
