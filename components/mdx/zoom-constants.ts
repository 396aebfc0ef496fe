/** Screens this wide or narrower get plain images: zooming a full-width image gains nothing there. */
export const ZOOM_MAX_DISABLED_WIDTH = 500;
