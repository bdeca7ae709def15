/** SPEC §2: under this viewport width the modal becomes a full-width bottom sheet. */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 430
/** Half the height of a Connect view with a few wallets and email: the card's top sits this far above the middle. */
export const MODAL_ANCHOR_HALF_HEIGHT_PX = 300
