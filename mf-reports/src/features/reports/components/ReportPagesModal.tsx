// The full-screen modal of a printable report (Burdon, d2): its buttons (extra ones first, the PDF
// button, 'Kapat') above the A4 pages, which the PDF button prints with the trainer's and the
// guardian's signature lines.
import { useRef, type ReactNode } from 'react';
import { Button, Flex } from '@akademi/shared/kit';
import { CloseOutlined, FilePdfOutlined, Modal } from '@akademi/shared/kit-extra';
import { printElement } from '../lib/print';
import { REPORT_PAGES_CLASS, REPORT_PAGES_CSS } from './report-styles';

/** The printable reports: title, the PDF's file-name prefix and the PDF button's label (spec 3 §2.3, §2.4). */
export const PRINTABLE_REPORTS = {
  burdon: { title: 'Burdon Dikkat Testi Raporu', filePrefix: 'Burdon_Test', pdfLabel: 'PDF Olarak İndir' },
  d2: { title: 'D2 Dikkat Testi Raporu', filePrefix: 'D2_Test', pdfLabel: 'PDF Olarak Kaydet' },
} as const;

export function ReportPagesModal(props: {
  kind: keyof typeof PRINTABLE_REPORTS;
  /** the student's name: in the PDF's file name and the print frame's title */
  studentName: string;
  trainerName: string;
  onClose: () => void;
  extraButtons?: ReactNode;
  bodyMinHeight?: string;
  children: ReactNode;
}) {
  const { kind, studentName, trainerName, onClose, extraButtons, bodyMinHeight, children } = props;
  const { title, filePrefix, pdfLabel } = PRINTABLE_REPORTS[kind];
  const pagesRef = useRef<HTMLDivElement>(null);
  const print = () =>
    printElement(`${filePrefix}_${studentName}`, pagesRef.current, { frame: { title: `${title} · ${studentName}` }, signatures: [{ role: 'Uygulayan Antrenör', name: trainerName }, { role: 'Veli' }] });
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      closable={false}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { background: '#e5e7eb', padding: 16, ...(bodyMinHeight ? { minHeight: bodyMinHeight } : {}) } }}
      title={title}
    >
      <Flex gap={8} justify="end" style={{ marginBottom: 12 }}>
        {extraButtons}
        <Button icon={<FilePdfOutlined />} type="primary" onClick={print}>
          {pdfLabel}
        </Button>
        <Button icon={<CloseOutlined />} onClick={onClose}>
          Kapat
        </Button>
      </Flex>
      <style>{REPORT_PAGES_CSS}</style>
      <div ref={pagesRef} className={REPORT_PAGES_CLASS} style={{ overflowX: 'auto' }}>
        {children}
      </div>
    </Modal>
  );
}
