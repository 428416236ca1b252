export { TOP_BAR_MISSING_CENTER_TEXT, TopBar, type TopBarProps } from './TopBar';
export { TOP_BAR_CSS } from './topBarCss';
