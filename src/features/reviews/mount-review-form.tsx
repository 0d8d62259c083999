import { createRoot } from 'react-dom/client';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';

export type ReviewFormState = Omit<ReviewFormProps, 't'> & { dict: Record<string, string> };

/** The member's review form; the page hands over its products, words and the kit's translations. */
export function mountReviewForm(host: HTMLElement, { dict, ...props }: ReviewFormState): void {
  createRoot(host).render(<ReviewForm {...props} t={(text) => dict[text] ?? text} />);
}
