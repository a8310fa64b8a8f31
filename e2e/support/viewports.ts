// The screens a journey is walked on (issue 25 "Done when": 390 px and desktop; a trainer's tablet).
export interface Viewport {
  name: string;
  width: number;
  height: number;
}

/** A phone (iPhone 12–15 class). */
export const PHONE: Viewport = { name: '390 px', width: 390, height: 844 };
/** A tablet in portrait (iPad class), what a trainer holds beside a student. */
export const TABLET: Viewport = { name: 'tablet 768 px', width: 768, height: 1024 };
/** The most common laptop screen. */
export const DESKTOP: Viewport = { name: 'desktop 1366 px', width: 1366, height: 768 };

/** Phone and desktop: every journey of issue 25 is proved on both. */
export const PHONE_AND_DESKTOP: readonly Viewport[] = [PHONE, DESKTOP];
