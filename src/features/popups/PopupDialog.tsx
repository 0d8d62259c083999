import { useStore } from '@nanostores/react';
import { type MouseEvent, useId, useRef } from 'react';
import { Autoplay, EffectCards, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL_AUTOPLAY_DELAY_MS, POPUP_CAROUSEL_SPEED_MS } from '~/lib/constants';
import { type Popup, popupImage, popupLink } from './popups';
import { KO_POPUP_LABELS, type PopupLabels } from './popups.labels';
import { $popupOpen, $popups, clickPopup, closePopups } from './popups.store';
import { useModal } from './use-modal';
import 'swiper/css';
import 'swiper/css/effect-cards';
import 'swiper/css/pagination';
import './popups.css';

export type PopupDialogProps = {
  /** 'ko'/'kr' or 'en'; left out, the page's `<html lang>` decides. */
  lang?: string | undefined;
  /** Any label left out is shown in Korean. */
  labels?: Partial<PopupLabels> | undefined;
};

const close = () => closePopups();

/** Swiper's card effect loops only with the front card plus one spare on either side; fewer cards rewind. */
const CARDS_LOOP_MIN = 3;

const pageLanguage = () => (typeof document === 'undefined' ? 'ko' : document.documentElement.lang);

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type SlideProps = { popup: Popup; lang: string; current: boolean };

/** A popup image that is a link when it leads somewhere, otherwise a button; only the front card is reachable. */
function Slide({ popup, lang, current }: SlideProps) {
  const link = popupLink(popup, lang);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    clickPopup(popup, lang);
  };
  const hidden = current ? {} : { tabIndex: -1, 'aria-hidden': true };
  const image = (
    <img className="popups__image" src={popupImage(popup, lang)} alt={popup.title} width={720} height={900} />
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
  useModal(panelRef, close);
  const many = popups.length > 1;
  const loop = popups.length >= CARDS_LOOP_MIN;
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
          modules={[Autoplay, EffectCards, Pagination]}
          effect="cards"
          slidesPerView={1}
          speed={POPUP_CAROUSEL_SPEED_MS}
          loop={loop}
          rewind={many && !loop}
          autoplay={
            autoplay && { delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          }
          pagination={many && { type: 'fraction', clickable: true }}
        >
          {popups.map((popup) => (
            <SwiperSlide key={popup.id}>
              {({ isActive }) => <Slide popup={popup} lang={lang} current={isActive || !many} />}
            </SwiperSlide>
          ))}
        </Swiper>
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

/** Spec 2.11 and 4: the active popups as a card carousel in a modal dialog, shown while some are unread. */
export function PopupDialog({ lang, labels }: PopupDialogProps) {
  const open = useStore($popupOpen);
  const popups = useStore($popups);
  if (!open || popups.length === 0) return null;
  return <Panel popups={popups} lang={lang ?? pageLanguage()} labels={{ ...KO_POPUP_LABELS, ...labels }} />;
}
