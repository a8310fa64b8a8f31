// Where the Veli Raporu's font files are served from: webpack turns each `new URL(…,
// import.meta.url)` into an emitted asset of this remote, fetched only when a report is made
// (never on first paint). DejaVu Sans: free licence, see ../assets/fonts/LICENSE-DejaVu.txt.
export const FONT_URL = new URL('../assets/fonts/DejaVuSans.ttf', import.meta.url).href;
export const BOLD_FONT_URL = new URL('../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url).href;
