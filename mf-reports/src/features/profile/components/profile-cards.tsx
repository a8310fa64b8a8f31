// The cards of the student profile (Öğrenci Profili, issue 18): cognitive, attention, survey,
// exercises, notes, the assessment timeline, an unfinished battery, and who looked (issue 26).
import { useMemo, useState } from 'react';
import { Link } from '@akademi/shared/router';
import { formatDate, formatDateTime, formatDecimal, formatNumber } from '@akademi/shared';
import { Button, Flex, Typography } from '@akademi/shared/kit';
import { Card, Skeleton, Tag } from '@akademi/shared/kit-extra';
import {
  ACCESS_WHAT_LABELS,
  COGNITIVE_SCORE_KEYS,
  COGNITIVE_SCORE_LABELS,
  accessActorLabel,
  accessPathLabel,
  batteryProgressLabel,
  entryAt,
  personName,
  surveyBand,
  surveyPercentage,
  toNumberOrNull,
  type IncompleteBatteryRow,
} from '@akademi/shared/domain';
import { useGetStudentAccessHistoryQuery, type ProfileNote } from '../api/profile-api';
import {
  LEVEL_BANDS,
  RELIABLE_CHANGE_THRESHOLD,
  assessmentTimeline,
  burdonSeries,
  changesSincePrevious,
  cognitiveSeries,
  d2Series,
  levelOf,
  type ProfileExercise,
  type ProfileResults,
  type SkillChange,
} from '../lib/progress';
import { SKILL_COLORS, TrendChart } from './TrendChart';


const LEVEL_COLORS: Record<string, string> = { Güçlü: 'green', Gelişmiş: 'gold', 'Gelişim Öncelikli': 'red' };


export function Section({ title, loading, children }: { title: string; loading?: boolean; children: React.ReactNode }) {
  return (
    <Card title={title} styles={{ body: { overflowX: 'auto' } }}>
      <section aria-label={title}>{loading ? <Skeleton active /> : children}</section>
    </Card>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

function ChangeMark({ change }: { change: SkillChange }) {
  if (change.delta === null) return <Typography.Text type="secondary">-</Typography.Text>;
  const rounded = Math.round(change.delta * 10) / 10;
  const d = `${rounded > 0 ? '+' : ''}${formatDecimal(rounded === 0 ? 0 : rounded, 1)}`;
  if (!change.reliable) return <Typography.Text type="secondary">{`${d} (anlamlı değil)`}</Typography.Text>;
  return <Tag color={change.direction === 'up' ? 'green' : 'red'}>{`${change.direction === 'up' ? '▲' : '▼'} ${d}`}</Tag>;
}

/** Issue 25 §3: batteries started and left with fewer than five sub-tests, newest first. */
export function IncompleteBatteriesCard({ batteries }: { batteries: readonly IncompleteBatteryRow[] }) {
  return (
    <Section title="Tamamlanmamış Bataryalar">
      <Flex vertical gap={8}>
        {batteries.map((b) => (
          <Flex key={b.session_id} wrap gap={8} align="center">
            <Tag color="orange">{batteryProgressLabel(b.completed_count, b.total_count)}</Tag>
            <Typography.Text>{`Bilişsel Beceriler Testi · ${formatDateTime(b.started_at)}`}</Typography.Text>
            <Typography.Text type="secondary">{`Başlatan: ${personName({ first_name: b.started_by_first_name, last_name: b.started_by_last_name }, '-')}`}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Section>
  );
}

export function CognitiveCard({ results, loading }: { results: ProfileResults; loading: boolean }) {
  const series = useMemo(() => cognitiveSeries(results.cognitive), [results.cognitive]);
  const changes = changesSincePrevious(series);
  const latest = series[series.length - 1];
  return (
    <Section title="Bilişsel Gelişim" loading={loading}>
      {!latest ? (
        <Empty>Henüz bilişsel değerlendirme yapılmamış.</Empty>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>{`${series.length} oturum · son oturum ${formatDate(latest.at)}`}</Typography.Text>
          <TrendChart
            label="Bilişsel beceri puanlarının zaman içindeki değişimi"
            bands={LEVEL_BANDS.map((b) => ({ from: b.from, to: b.to, color: b.color, label: b.level }))}
            series={COGNITIVE_SCORE_KEYS.map((k, i) => ({ name: COGNITIVE_SCORE_LABELS[k], color: entryAt(SKILL_COLORS, i, 'SKILL_COLORS'), points: series.map((p) => ({ x: p.at, y: p.scores[k] })) }))}
          />
          <div role="table" aria-label="Son oturuma göre değişim" style={{ display: 'grid', gridTemplateColumns: 'minmax(0,1.1fr) minmax(0,1.2fr) minmax(0,1.2fr)', gap: '6px 12px' }}>
            <div role="row" style={{ display: 'contents', fontWeight: 600 }}>
              <span role="columnheader">Beceri</span>
              <span role="columnheader">Son Puan</span>
              <span role="columnheader">Önceki Oturuma Göre</span>
            </div>
            {COGNITIVE_SCORE_KEYS.map((k) => {
              const score = latest.scores[k];
              const level = levelOf(score);
              const change = changes?.find((c) => c.key === k);
              return (
                <div role="row" key={k} style={{ display: 'contents' }}>
                  <span role="cell">{COGNITIVE_SCORE_LABELS[k]}</span>
                  <span role="cell" style={{ minWidth: 0 }}>
                    {score === null ? '-' : formatNumber(score, 1)}{' '}
                    {level && (
                      <Tag color={LEVEL_COLORS[level]} style={{ whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 }}>
                        {level}
                      </Tag>
                    )}
                  </span>
                  <span role="cell">{change ? <ChangeMark change={change} /> : <Typography.Text type="secondary">-</Typography.Text>}</span>
                </div>
              );
            })}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`Değişim yalnızca ${formatDecimal(RELIABLE_CHANGE_THRESHOLD, 1)} puan ve üzerinde olduğunda işaretlenir (güvenilir değişim eşiği); daha küçük farklar ölçümün doğal dalgalanması içinde kalır.`}
          </Typography.Text>
        </Flex>
      )}
    </Section>
  );
}

export function AttentionCard({ results, loading }: { results: ProfileResults; loading: boolean }) {
  const burdon = useMemo(() => burdonSeries(results.burdon), [results.burdon]);
  const d2 = useMemo(() => d2Series(results.d2), [results.d2]);
  const d2Max = Math.max(10, ...d2.flatMap((p) => [p.tn ?? 0, p.cp ?? 0]));
  const lastBurdon = burdon[burdon.length - 1];
  const lastD2 = d2[d2.length - 1];
  return (
    <Section title="Burdon ve D2" loading={loading}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Title level={5}>Burdon Dikkat Testi</Typography.Title>
          {!lastBurdon ? (
            <Empty>Henüz Burdon testi yapılmamış.</Empty>
          ) : (
            <>
              <TrendChart label="Burdon performans yüzdesinin zaman içindeki değişimi" series={[{ name: 'Performans %', color: '#1677ff', points: burdon.map((p) => ({ x: p.at, y: p.performance })) }]} />
              <Typography.Text>{`Son test: ${formatDate(lastBurdon.at)} · Performans ${formatNumber(lastBurdon.performance, 1)}% · ${burdon.length} test`}</Typography.Text>
            </>
          )}
        </div>
        <div>
          <Typography.Title level={5}>D2 Dikkat Testi</Typography.Title>
          {!lastD2 ? (
            <Empty>Henüz D2 testi yapılmamış.</Empty>
          ) : (
            <>
              <TrendChart
                label="D2 TN ve CP değerlerinin zaman içindeki değişimi"
                yMax={Math.ceil(d2Max / 50) * 50}
                series={[
                  { name: 'TN (İşlenen)', color: '#1677ff', points: d2.map((p) => ({ x: p.at, y: p.tn })) },
                  { name: 'CP (Konsantrasyon)', color: '#52c41a', points: d2.map((p) => ({ x: p.at, y: p.cp })) },
                ]}
              />
              <TrendChart label="D2 hata yüzdesinin zaman içindeki değişimi" yMax={Math.max(20, Math.ceil(Math.max(...d2.map((p) => p.errorPercentage ?? 0)) / 10) * 10)} series={[{ name: 'E% (Hata)', color: '#f5222d', points: d2.map((p) => ({ x: p.at, y: p.errorPercentage })) }]} />
              <Typography.Text>{`Son test: ${formatDate(lastD2.at)} · TN ${formatNumber(lastD2.tn)} · E% ${formatDecimal(lastD2.errorPercentage, 1)} · CP ${formatNumber(lastD2.cp)} · ${d2.length} test`}</Typography.Text>
            </>
          )}
        </div>
      </Flex>
    </Section>
  );
}

export function SurveyCard({ results, loading }: { results: ProfileResults; loading: boolean }) {
  const rows = [...results.survey].reverse();
  return (
    <Section title="Veli Anketi" loading={loading}>
      <div id="veli-anketi">
        {rows.length === 0 ? (
          <Empty>Henüz veli anketi doldurulmamış.</Empty>
        ) : (
          <Flex vertical gap={6}>
            {rows.map((r) => {
              const total = toNumberOrNull(r.total_score);
              const pct = surveyPercentage(total);
              return (
                <Flex key={r.id} wrap gap={8} align="center">
                  <span>{formatDate(r.created_at)}</span>
                  <Typography.Text strong>{`Toplam ${formatNumber(total)} / 160`}</Typography.Text>
                  {pct !== null && <Tag>{surveyBand(pct).title}</Tag>}
                </Flex>
              );
            })}
          </Flex>
        )}
      </div>
    </Section>
  );
}

export function ExercisesCard({ exercises, loading }: { exercises: ProfileExercise[]; loading: boolean }) {
  return (
    <Section title="Egzersizler" loading={loading}>
      {exercises.length === 0 ? (
        <Empty>Henüz egzersiz kaydı yok.</Empty>
      ) : (
        <Flex vertical gap={16}>
          {exercises.map((e) => {
            const maxLevel = Math.max(1, e.max_level_reached, ...e.days.map((d) => d.level ?? 0));
            return (
              <div key={e.exercise_slug}>
                <Typography.Text strong>{e.exercise_title || e.exercise_slug}</Typography.Text>
                <Flex wrap gap={12} style={{ margin: '4px 0' }}>
                  <span>{`Oturum: ${formatNumber(e.total_sessions)}`}</span>
                  <span>{`Süre: ${formatNumber(Math.round(e.total_time_seconds / 60))} dk`}</span>
                  <span>{`En yüksek seviye: ${formatNumber(e.max_level_reached)}`}</span>
                  <span>{`Deneme: ${formatNumber(e.attempt_count)}`}</span>
                </Flex>
                {e.days.length > 0 && (
                  <TrendChart
                    label={`${e.exercise_title || e.exercise_slug} seviyesinin zaman içindeki değişimi`}
                    yMin={0}
                    yMax={maxLevel}
                    yTicks={Array.from(new Set([0, Math.round(maxLevel / 2), maxLevel]))}
                    series={[{ name: 'Ulaşılan seviye', color: '#722ed1', points: e.days.map((d) => ({ x: Date.parse(d.day), y: d.level })) }]}
                  />
                )}
              </div>
            );
          })}
        </Flex>
      )}
    </Section>
  );
}

export function NotesCard({ notes, loading }: { notes: ProfileNote[]; loading: boolean }) {
  return (
    <Section title="Notlar" loading={loading}>
      {notes.length === 0 ? (
        <Empty>Henüz not eklenmemiş.</Empty>
      ) : (
        <Flex vertical gap={10}>
          {notes.map((n) => (
            <div key={n.id} style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(n.created_at)}
              </Typography.Text>
              {n.note_title && <Typography.Text strong style={{ display: 'block' }}>{n.note_title}</Typography.Text>}
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.note_text}</Typography.Paragraph>
            </div>
          ))}
        </Flex>
      )}
    </Section>
  );
}

export function TimelineCard({ studentId, results, loading }: { studentId: string; results: ProfileResults; loading: boolean }) {
  const items = useMemo(() => assessmentTimeline(studentId, results), [studentId, results]);
  return (
    <Section title="Değerlendirme Geçmişi" loading={loading}>
      {items.length === 0 ? (
        <Empty>Henüz değerlendirme yok.</Empty>
      ) : (
        <ol aria-label="Değerlendirme geçmişi" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((i) => (
            <li key={`${i.type}-${i.id}`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <span style={{ minWidth: 90 }}>{formatDate(i.at)}</span>
              {i.href ? <Link to={i.href}>{i.label}</Link> : <a href="#veli-anketi">{i.label}</a>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** Kim görüntüledi? (issue 26 §2): loaded on demand (the page keeps its four requests), 20 at a time. */
const ACCESS_HISTORY_STEP = 20;

export function AccessHistoryCard({ studentId }: { studentId: string }) {
  const [limit, setLimit] = useState(0);
  const history = useGetStudentAccessHistoryQuery({ id: studentId, limit }, { skip: limit === 0, refetchOnMountOrArgChange: true });
  const rows = history.data ?? [];
  const total = Number(rows[0]?.total ?? 0);
  return (
    <Section title="Kim görüntüledi?">
      {limit === 0 ? (
        <Button onClick={() => setLimit(ACCESS_HISTORY_STEP)}>Erişim Kayıtlarını Göster</Button>
      ) : history.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty>Bu öğrencinin verilerine henüz kimse bakmadı.</Empty>
      ) : (
        <Flex vertical gap={8}>
          <ol aria-label="Erişim kayıtları" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((r) => (
              <li key={r.id} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
                <span style={{ minWidth: 140 }}>{formatDateTime(r.at)}</span>
                <strong>{accessActorLabel(r)}</strong>
                <span>{ACCESS_WHAT_LABELS[r.what] ?? r.what}</span>
                <Typography.Text type="secondary">{accessPathLabel(r.path)}</Typography.Text>
              </li>
            ))}
          </ol>
          {total > rows.length && (
            <Button loading={history.isFetching} onClick={() => setLimit((l) => l + ACCESS_HISTORY_STEP)}>
              Daha Fazla Göster
            </Button>
          )}
        </Flex>
      )}
    </Section>
  );
}
