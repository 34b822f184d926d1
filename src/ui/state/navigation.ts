import { signal } from '@preact/signals-react';

/** True from a navigation's start until its page has drawn (the top progress bar). */
export const navigating = signal(false);

export const navigationStarted = () => {
  navigating.value = true;
};
export const navigationDone = () => {
  navigating.value = false;
};
