import type { FaqRow } from './faq.repository.ts';

export type FaqWire = {
  id: number;
  category: string;
  category_en: string;
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
  is_pinned: boolean;
  published_at: string;
  updated_at: string;
};

export function toFaqWire(f: FaqRow): FaqWire {
  return {
    id: f.id,
    category: f.category,
    category_en: f.category_en,
    question: f.question,
    question_en: f.question_en,
    answer: f.answer,
    answer_en: f.answer_en,
    is_pinned: f.is_pinned,
    published_at: f.published_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  };
}
