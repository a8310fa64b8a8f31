// mf-tests's routes (spec 3 §2.1). Pages are lazy; the shell shows 'Yükleniyor...' meanwhile.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const CognitiveAssessmentPage = lazy(() => import('../features/cognitive-assessment/components/CognitiveAssessmentPage'));
const ReadingExercisesPage = lazy(() => import('../features/reading-exercises/components/ReadingExercisesPage'));
const ReadingTestsPage = lazy(() => import('../features/reading-tests/components/ReadingTestsPage'));
const SubjectTestsPage = lazy(() => import('../features/subject-tests/components/SubjectTestsPage'));
const InternationalTestsPage = lazy(() => import('../features/international-tests/components/InternationalTestsPage'));
const FormsPage = lazy(() => import('../features/forms/components/FormsPage'));
const ExercisesPage = lazy(() => import('../features/exercises/components/ExercisesPage'));

const routes: RemoteRoute[] = [
  { path: 'cognitive-assessment', access: 'guarded', roles: ROUTE_ROLES['cognitive-assessment'], Component: CognitiveAssessmentPage },
  { path: 'reading-exercises', access: 'guarded', roles: ROUTE_ROLES['reading-exercises'], Component: ReadingExercisesPage },
  { path: 'reading-tests', access: 'guarded', roles: ROUTE_ROLES['reading-tests'], Component: ReadingTestsPage },
  { path: 'subject-tests', access: 'guarded', roles: ROUTE_ROLES['subject-tests'], Component: SubjectTestsPage },
  { path: 'international-tests', access: 'guarded', roles: ROUTE_ROLES['international-tests'], Component: InternationalTestsPage },
  { path: 'forms', access: 'guarded', roles: ROUTE_ROLES.forms, Component: FormsPage },
  { path: 'exercises', access: 'public', Component: ExercisesPage },
  { path: 'public-exercises', access: 'public', Component: ExercisesPage },
];

export default routes;
