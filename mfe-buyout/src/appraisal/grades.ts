import type { QualityGrade } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

// Message ids per grade: "+" reads badly in an id, and each grade says what it means to the customer.
export const gradeMeaning: Record<QualityGrade, MessageId> = {
  'A+': 'buyout.appraisal.grade.aPlus',
  A: 'buyout.appraisal.grade.a',
  B: 'buyout.appraisal.grade.b',
  C: 'buyout.appraisal.grade.c',
  D: 'buyout.appraisal.grade.d',
};
