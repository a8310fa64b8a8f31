// The shell must PROVIDE every @akademi/shared entry so that each remote uses the shell's copy:
// an entry the shell's own code never imports is not in its build, and would then be provided by
// whichever remote loads it first — with that remote's own copy of antd's contexts (theme and
// tr_TR locale would not reach its components). Referencing it here puts it in the shell's build;
// nothing is downloaded until a page imports it.
export const provideSharedEntries = () => Promise.all([import('@akademi/shared/kit-extra'), import('@akademi/shared/lms-links')]);
