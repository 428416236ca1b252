export { Icon, type IconColor, type IconProps, type IconSize } from './Icon';
export { iconMap, iconNames, type IconName } from './iconMap';
export { statusIcons, type StatusType } from './statusIcons';
