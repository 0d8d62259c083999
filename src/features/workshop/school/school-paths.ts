/** The addresses of the TSSA school's pages. */
export const classPath = (productId: number) => `/tssa/product/${productId}`;
export const certificatePath = (number: string) => `/tssa/certificate/${encodeURIComponent(number)}`;
export const myCertificatePath = (number: string) => `/my-page/tssa/certificate/${encodeURIComponent(number)}`;
export const MY_TSSA_PATH = '/my-page/tssa';
export const SIGNUP_PATH = '/tssa/category';
