import { ReviewForm, type ReviewFormProps } from './ReviewForm';

export type ReviewFormIslandProps = Omit<ReviewFormProps, 't'> & {
  /** The UI kit's words in the page's language (a function cannot cross from server to browser). */
  dict: Record<string, string>;
};

/** The member's review form as the page places it (`client:load` on /my-page/product-review). */
export function ReviewFormIsland({ dict, ...props }: ReviewFormIslandProps) {
  return <ReviewForm {...props} t={(text) => dict[text] ?? text} />;
}
