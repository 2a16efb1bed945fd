/** Side panel names of the cart (the shell's header opens `cart` from the mini cart). */
export const cartPanel = 'cart';
export const addedToCartPanel = 'added-to-cart';
