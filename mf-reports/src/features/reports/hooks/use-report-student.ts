// The student a report is about: the name it shows, and the birth date and gender, read when the
// report opens (a logged read, issue 26 §2). One home for the Burdon, d2 and cognitive reports.
import type { DemographicInfo } from '@akademi/shared';
import { normalizeDemographicInfo } from '@akademi/shared/domain';
import { useGetStudentDemographicsQuery, type ReportStudent } from '../api/reports-api';
import { personName, UNKNOWN_STUDENT } from '../lib/names';

export function useReportStudent(student: ReportStudent): { name: string; info: DemographicInfo } {
  const demographics = useGetStudentDemographicsQuery(student.id);
  return { name: personName(student, UNKNOWN_STUDENT), info: normalizeDemographicInfo(demographics.data) };
}
