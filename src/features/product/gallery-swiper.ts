import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';

/** Only the carousel modules the gallery uses, so the chunk stays small. */
export { A11y, Keyboard, Navigation, Swiper };
