// The cart's words about sizes: used by the server and the schemas, never by the first load
// (messages.ts travels whole with it).

export const CART_SIZE_MESSAGES = {
  sizeUnknown: 'Choose one of the sizes this piece comes in.',
  chooseSize: 'This piece is in your cart in more than one size: choose the size to change.',
} as const;
