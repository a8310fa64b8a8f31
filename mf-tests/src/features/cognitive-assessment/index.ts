// Public surface of the cognitive-assessment feature for the forms page.
export { useGetCognitiveStudentsQuery, useRegisterCognitiveSessionMutation } from './api/cognitive-assessment-api';
export { StudentField } from './components/StudentField';
