import { createContext } from 'react';
import type { CardLevel } from '../../../shared/screen/card-level';

/** The level of the card a component sits in; null outside any card (auto-nesting). */
export const CardLevelContext = createContext<CardLevel | null>(null);
