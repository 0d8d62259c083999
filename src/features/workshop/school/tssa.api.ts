/** The TSSA calls the school's pages make (docs/api/tssa.md). */
export const SIGNUPS_API = '/api/v1/tssa/signups';
export const signupApi = (id: number) => `${SIGNUPS_API}/${id}`;

/** A sign-up made: a seat held with its class line in the cart, or a place on the waitlist. */
export type SignupAnswer = { waitlisted: boolean; cart_line_id: number | null };
