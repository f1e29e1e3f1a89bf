import type { QualityGrade } from 'shared-domain';

// Message ids per grade: "+" reads badly in an id, and each grade says what it means to the customer.
const gradeKeys: Record<QualityGrade, string> = { 'A+': 'aPlus', A: 'a', B: 'b', C: 'c', D: 'd' };

export function gradeMeaningId(grade: QualityGrade): string {
  return `buyout.appraisal.grade.${gradeKeys[grade]}`;
}
