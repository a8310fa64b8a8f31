// One student's results of one test type (spec 3 §2.2 "test-type view").
import { Button, Flex, Typography } from '@akademi/shared/kit';
import { ArrowLeftOutlined } from '@akademi/shared/kit-extra';
import type { ReportStudent } from '../api/reports-api';
import { studentNumberLabel } from '@akademi/shared/domain';
import type { ReportTestType } from '../lib/names';
import { BurdonView } from './burdon/BurdonView';
import { D2View } from './d2/D2View';
import { CognitiveView } from './cognitive/CognitiveView';

const TYPE_LABELS: Readonly<Record<ReportTestType, string>> = { burdon: 'Burdon', d2: 'D2', cognitive: 'Bilişsel' };
const TEST_TABS: readonly ReportTestType[] = ['burdon', 'd2', 'cognitive'];

export function StudentTestView({ student, test, onBack, onChangeTest }: { student: ReportStudent; test: ReportTestType; onBack: () => void; onChangeTest: (t: ReportTestType) => void }) {
  const counts: Record<ReportTestType, number> = { burdon: student.burdon_count, d2: student.d2_count, cognitive: student.cognitive_count };
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          Öğrenci Listesine Dön
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {`${student.first_name} ${student.last_name}`.trim() || 'Bilinmeyen Öğrenci'}
        </Typography.Title>
        <Typography.Text type="secondary">{studentNumberLabel(student)}</Typography.Text>
      </Flex>
      <Flex gap={8} role="tablist" aria-label="Test türü">
        {TEST_TABS.map((t) => (
          <Button key={t} role="tab" aria-selected={t === test} type={t === test ? 'primary' : 'default'} onClick={() => onChangeTest(t)}>
            {`${TYPE_LABELS[t]} (${counts[t]})`}
          </Button>
        ))}
      </Flex>
      {test === 'burdon' && <BurdonView student={student} />}
      {test === 'd2' && <D2View student={student} />}
      {test === 'cognitive' && <CognitiveView student={student} />}
    </Flex>
  );
}
