/**
 * Designs: a writer's or a publication's custom style sheet (colours checked
 * for WCAG AA contrast, fonts from four fixed sets), stored per publisher and
 * read by their pages as CSS custom properties (decision 032).
 */
