import { createContext } from 'react';
import type { Boot } from './runBoot';

/** The running start-up, for the signed-in app: its routes start through it (`startRoute`). */
export const BootContext = createContext<Boot | undefined>(undefined);
