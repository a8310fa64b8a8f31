// Bar chart of the six skill percentages (spec 3 §2.5); its own module so the charts library
// loads only with the modal.
import { Column } from '@ant-design/charts';

export default function CognitiveBarChart({ data }: { data: { beceri: string; yuzde: number }[] }) {
  return <Column data={data} xField="beceri" yField="yuzde" height={260} animate={false} scale={{ y: { domainMin: 0, domainMax: 100 } }} axis={{ y: { title: '%' } }} />;
}
