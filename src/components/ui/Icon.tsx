import { iconSrc } from './icon-src';
import './Icon.css';

export type IconProps = {
  name: string;
  /** When given the icon means something and is announced; otherwise it is decorative. */
  label?: string | undefined;
  /** Width and height in CSS pixels; the stylesheet's 1em when left out. */
  size?: number | undefined;
  className?: string | undefined;
};

export function Icon({ name, label, size, className }: IconProps) {
  return (
    <img
      className={className ? `icon ${className}` : 'icon'}
      src={iconSrc(name)}
      alt={label ?? ''}
      width={size}
      height={size}
    />
  );
}
