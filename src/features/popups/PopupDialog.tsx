import { useStore } from '@nanostores/react';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { Autoplay, EffectCards } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL_AUTOPLAY_DELAY_MS, POPUP_CAROUSEL_SPEED_MS } from '~/lib/constants';
import { type Popup, popupImage, popupLink } from './popups';
import { KO_POPUP_LABELS, type PopupLabels } from './popups.labels';
import { $popupsClosed, clickPopup, closePopups } from './popups.store';
import { useModal } from './use-modal';
import 'swiper/css';
import 'swiper/css/effect-cards';
import './popups.css';

export type PopupDialogProps = {
  /** The active popups (what GET /api/v1/popup?active=true&page=1 answers), rendered by the server. */
  popups: Popup[];
  /** 'ko'/'kr' or 'en'; left out, the page's `<html lang>` decides. */
  lang?: string | undefined;
  /** Any label left out is shown in Korean. */
  labels?: Partial<PopupLabels> | undefined;
};

/** Swiper's card effect loops only with the front card plus one spare on either side. */
const CARDS_LOOP_MIN = 3;

/**
 * Spec 4: the carousel loops. Two popups are dealt twice (a, b, a, b) so that the card effect has a
 * spare on either side; the position shown still counts the real popups.
 */
export function carouselSlides(popups: readonly Popup[]): { popup: Popup; key: string }[] {
  const deals = popups.length > 1 && popups.length < CARDS_LOOP_MIN ? 2 : 1;
  return Array.from({ length: deals }, (_, deal) =>
    popups.map((popup) => ({ popup, key: `${popup.id}/${deal}` })),
  ).flat();
}

const pageLanguage = () => (typeof document === 'undefined' ? 'ko' : document.documentElement.lang);

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type SlideProps = { popup: Popup; all: readonly Popup[]; lang: string; current: boolean };

/** A popup image that is a link when it leads somewhere, otherwise a button; only the front card is reachable. */
function Slide({ popup, all, lang, current }: SlideProps) {
  const link = popupLink(popup, lang);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    void clickPopup(popup, lang, all);
  };
  const hidden = current ? {} : { tabIndex: -1, 'aria-hidden': true };
  // Lazy: the dialog is in every page's HTML but hidden where nothing is due, and a hidden lazy picture
  // is never fetched; where it is due, the picture is found as the page is parsed.
  const src = popupImage(popup, lang);
  // The shop's own pictures come in the widths the media route makes (MEDIA_WIDTHS); the card is at most
  // 21.5 rem wide, so a phone fetches the 480 or 640 px copy rather than the 720 px original.
  const scaled = src.startsWith('/media/')
    ? {
        srcSet: `${src}?w=480 480w, ${src}?w=640 640w, ${src} 720w`,
        sizes: '(max-width: 26rem) calc(100vw - 5rem), 21.5rem',
      }
    : {};
  const image = (
    <img
      className="popups__image"
      src={src}
      {...scaled}
      alt={popup.title}
      width={720}
      height={900}
      loading="lazy"
      fetchPriority={current ? 'high' : 'low'}
    />
  );
  return link ? (
    <a className="popups__slide" href={link} onClick={onClick} {...hidden}>
      {image}
    </a>
  ) : (
    <button type="button" className="popups__slide" onClick={onClick} {...hidden}>
      {image}
    </button>
  );
}

type PanelProps = { popups: Popup[]; lang: string; labels: PopupLabels };

function Panel({ popups, lang, labels }: PanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [position, setPosition] = useState(0);
  // Until Swiper has started, the server's first card is the front one (readable, reachable).
  const [started, setStarted] = useState(false);
  const close = () => closePopups(popups);
  useModal(panelRef, close);
  const many = popups.length > 1;
  const slides = carouselSlides(popups);
  const autoplay = many && !reducedMotion();

  return (
    <div className="popups">
      <div className="popups__overlay" aria-hidden="true" />
      <div
        ref={panelRef}
        className="popups__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="visually-hidden">
          {labels.title}
        </h2>
        <Swiper
          className="popups__carousel"
          modules={[Autoplay, EffectCards]}
          effect="cards"
          slidesPerView={1}
          speed={POPUP_CAROUSEL_SPEED_MS}
          loop={many}
          autoplay={
            autoplay && { delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          }
          onSlideChange={(swiper) => setPosition(swiper.realIndex % popups.length)}
          onSwiper={() => setStarted(true)}
        >
          {slides.map(({ popup, key }, index) => (
            <SwiperSlide key={key}>
              {({ isActive }) => (
                <Slide popup={popup} all={popups} lang={lang} current={started ? isActive || !many : index === 0} />
              )}
            </SwiperSlide>
          ))}
        </Swiper>
        {many && (
          <p className="popups__position">
            {position + 1} / {popups.length}
          </p>
        )}
        <div className="popups__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {labels.close}
          </button>
          <button type="button" className="button" onClick={close}>
            {labels.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Spec 2.11 and 4: the active popups as a card carousel in a modal dialog. The server renders it into
 * every page; the `client:popups` directive shows and hydrates it only where one is still unread.
 */
export function PopupDialog({ popups, lang, labels }: PopupDialogProps) {
  const closed = useStore($popupsClosed);
  if (closed || popups.length === 0) return null;
  return <Panel popups={popups} lang={lang ?? pageLanguage()} labels={{ ...KO_POPUP_LABELS, ...labels }} />;
}
