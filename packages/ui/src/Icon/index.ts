export { Icon, type IconColor, type IconProps, type IconSize } from './Icon';
export * from './icons';
export { statusIcons, type StatusType } from './statusIcons';
