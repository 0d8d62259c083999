import type { SideBarLabels } from './sidebar.labels';

type Link = readonly [label: keyof SideBarLabels, href: string];
type Group = { title: keyof SideBarLabels; links: readonly Link[] };

/** Spec 2.11's fixed destinations, grouped the way the side bar shows them. */
const GROUPS: readonly Group[] = [
  {
    title: 'shopping',
    links: [
      ['whatsNew', '/shop/new-item'],
      ['bestSeller', '/shop/best-seller'],
      ['contents', '/contents/diy'],
      ['promotion', '/contents/promotion'],
      ['customFragrance', '/custom/fragrance'],
      ['recentlyViewed', '/shop/recently-viewed'],
    ],
  },
  {
    title: 'tssa',
    links: [
      ['tssaHome', '/tssa'],
      ['tssaAbout', '/tssa/about'],
      ['tssaSignup', '/tssa/category'],
      ['tssaClasses', '/tssa/class-product'],
      ['tssaBooks', '/tssa/books'],
      ['tssaNotice', '/tssa/notice'],
      ['tssaStudio', '/tssa/studio'],
      ['classInquiry', '/customer/class-inquiry'],
    ],
  },
  {
    title: 'customerService',
    links: [
      ['customerCenter', '/customer/center'],
      ['notice', '/customer/notice'],
      ['faq', '/customer/faq'],
      ['productInquiry', '/customer/product-inquiry'],
      ['inquiry', '/my-page/inquiry'],
      ['shipmentCost', '/customer/shipment-cost'],
    ],
  },
  {
    title: 'business',
    links: [
      ['wholesale', '/customer/wholesale-apply'],
      ['dealer', '/customer/dealer-apply'],
      ['bulkRequest', '/customer/bulk-request'],
    ],
  },
];

export function SideBarLinks({ labels }: { labels: SideBarLabels }) {
  return GROUPS.map((group) => (
    <section key={group.title} className="sidebar__section">
      <h2 className="sidebar__section-title">{labels[group.title]}</h2>
      <ul className="sidebar__list">
        {group.links.map(([label, href]) => (
          <li key={href}>
            <a className="sidebar__item" href={href}>
              {labels[label]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  ));
}
