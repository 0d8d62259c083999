import { ICONS_PATH } from '~/lib/constants';

/** Spec 2.11: an icon is the .svg named after it in the icons folder of the site's images path. */
export function iconSrc(name: string): string {
  return `${ICONS_PATH}/${name}.svg`;
}
