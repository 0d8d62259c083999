/** The document board's categories, in the order the filter shows them; English lives in src/i18n/en-documents.ts. */
export const DOCUMENT_CATEGORIES = [
  { value: 'catalog', label: '카탈로그' },
  { value: 'msds', label: 'MSDS' },
  { value: 'certificate', label: '인증서' },
  { value: 'price-list', label: '가격표' },
] as const;

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['value'];

export const DOCUMENT_CATEGORY_VALUES = DOCUMENT_CATEGORIES.map((c) => c.value) as [
  DocumentCategory,
  ...DocumentCategory[],
];

export const isDocumentCategory = (v: unknown): v is DocumentCategory =>
  typeof v === 'string' && (DOCUMENT_CATEGORY_VALUES as string[]).includes(v);

export const documentCategoryLabel = (v: string): string => DOCUMENT_CATEGORIES.find((c) => c.value === v)?.label ?? v;

/** Documents a list page shows. */
export const DOCUMENT_PAGE_SIZE = 10;
/** The board's name in `board_posts`. */
export const DOCUMENT_BOARD = 'document';
/** Where a document's files are stored: never served at /media, only through the counted download. */
export const DOCUMENT_FOLDER = 'private/documents';
