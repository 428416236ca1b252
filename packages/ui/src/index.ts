export * from './tokens';
export * from './Button';
export * from './Heading';
export * from './Icon';
export * from './NotificationBadge';
export * from './TopBar';
export * from './Toast';
