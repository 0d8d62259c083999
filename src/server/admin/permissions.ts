/**
 * Who may do what in the back office: one map, checked on the server for every administrator's call
 * and page. An owner may do everything, administrators and settings included; a manager everything
 * but those two; staff the daily work of orders, inquiries and stock, and the purchases they ring up
 * at the offline store (recorded on the member, `store_orders`).
 */
export const ADMIN_ROLES = ['owner', 'manager', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_AREAS = [
  'dashboard',
  'orders',
  'inquiries',
  'stock',
  'products',
  'members',
  'store_orders',
  'coupons',
  'content',
  'classes',
  'audit',
  'administrators',
  'settings',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const OWNER_ONLY: readonly AdminArea[] = ['administrators', 'settings'];

const PERMISSIONS: Readonly<Record<AdminRole, ReadonlySet<AdminArea>>> = {
  owner: new Set(ADMIN_AREAS),
  manager: new Set(ADMIN_AREAS.filter((a) => !OWNER_ONLY.includes(a))),
  // The dashboard is every administrator's landing page; it only counts what staff handle anyway.
  // Staff ring up sales at the store's counter, so they record them on the member too.
  staff: new Set<AdminArea>(['dashboard', 'orders', 'inquiries', 'stock', 'store_orders']),
};

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Whether an administrator of `role` may work in `area` (a member, with no role, never may). */
export function may(role: string | null | undefined, area: AdminArea): boolean {
  return isAdminRole(role) && PERMISSIONS[role].has(area);
}

/** The area a back-office page belongs to, by its path (`/admin/orders/…` → orders). */
export function adminAreaOfPath(pathname: string): AdminArea {
  const section = /^\/admin\/([^/]+)/.exec(pathname)?.[1];
  switch (section) {
    case undefined:
      return 'dashboard';
    case 'products':
      // The product list and a product's stock page are where staff keep counts; the editor is a manager's.
      return /^\/admin\/products(?:\/\d+\/stock)?\/?$/.test(pathname) ? 'stock' : 'products';
    case 'orders':
    case 'audit':
    case 'inquiries':
    case 'members':
    case 'coupons':
    case 'settings':
    case 'administrators':
      return section === 'audit' ? 'audit' : section;
    case 'categories':
      return 'products';
    case 'security':
      // Each administrator's own sign-in settings: open to every role, as the dashboard is.
      return 'dashboard';
    case 'store-orders':
      return 'store_orders';
    case 'reviews':
    case 'messages':
      // Review moderation and the text messages sent to customers are customer service's, with the inquiries.
      return 'inquiries';
    case 'content':
      // The content studio: pages, notices, translations (owners and managers).
      return 'content';
    default:
      // A page not named here is an owner's until it says otherwise.
      return 'settings';
  }
}
