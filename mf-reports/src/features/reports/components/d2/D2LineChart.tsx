// The 14-position line chart of the d2 report (spec 3 §2.4, §9): y from 0 to the highest value
// + 5. A separate module so @ant-design/charts loads only with the modal.
import { Line } from '@ant-design/charts';
import { d2ChartData, type D2LineScore } from '@akademi/shared/domain';

export default function D2LineChart({ lines }: { lines: readonly D2LineScore[] }) {
  const { points, yMax } = d2ChartData(lines);
  const data = points.flatMap((p) => [
    { satir: String(p.position), deger: p.processed, seri: 'İşlenen (TN)' },
    { satir: String(p.position), deger: p.correct, seri: 'Doğru (D)' },
    { satir: String(p.position), deger: p.errors, seri: 'Hata (E)' },
  ]);
  return (
    <Line
      data={data}
      xField="satir"
      yField="deger"
      colorField="seri"
      height={260}
      animate={false}
      scale={{ y: { domainMin: 0, domainMax: yMax } }}
      axis={{ x: { title: 'Satır' }, y: { title: 'Öğe' } }}
    />
  );
}
