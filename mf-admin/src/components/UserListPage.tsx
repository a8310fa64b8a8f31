// One list-page scaffold for Öğrenci Yönetimi (/students) and Kullanıcı Yönetimi (/add-user)
// (spec 1 §2, §5, §8, §9): back link, title and add button, optional cards, the searchable,
// sortable table with the Detaylar / Düzenle / Sil actions and their dialogs; for an admin, also
// 'İki adımlı doğrulamayı sıfırla' on other staff users (issue 28).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, Button, Flex, Input, Space, Typography } from '@akademi/shared/kit';
import { Card, DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined, SearchOutlined, Skeleton, Table, Tooltip, type TableColumnsType } from '@akademi/shared/kit-extra';
import { formatNumber, selectSession, useAppSelector } from '@akademi/shared';
import { useDebounced } from '@akademi/shared/ui';
import type { ManagedUser } from '../lib/users-api';
import { SEARCH_DEBOUNCE_MS } from '../lib/student-list';
import { BackLink } from './back-link';
import { UserDetailsDialog } from './UserDetailsDialog';
import { EditUserDialog } from './EditUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { RESET_MFA_TEXT, ResetMfaDialog } from './ResetMfaDialog';

/** spec 1 §9: five skeleton rows while loading. */
const SKELETON_ROWS = 5;
/** Rows per page; no pager up to this many rows. */
const PAGE_SIZE = 20;

export interface UserListPageProps<T extends ManagedUser = ManagedUser> {
  title: string;
  addButton: ReactNode;
  /** Summary cards between the title and the list (students). */
  cards?: ReactNode;
  listTitle: string;
  /** 'Toplam 3 öğrenci bulundu.' from the number of rows shown. */
  countText: (shown: string) => string;
  /** The search box's placeholder, also its accessible name. */
  searchLabel: string;
  searchWidth: number;
  rows: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string;
  /** Filters the rows shown (also while a server-side search for the new term is on its way). */
  matches: (row: T, term: string) => boolean;
  /** Told the debounced search term, for lists searched on the server (Öğrenciler). */
  onSearchChange?: (term: string) => void;
  /** Extra controls beside the search box (filters). */
  toolbar?: ReactNode;
  /** The data columns; the actions column is added here. */
  columns: TableColumnsType<T>;
  emptyText: (term: string) => string;
  /** The creation dialogs of the page. */
  children?: ReactNode;
}

export function UserListPage<T extends ManagedUser = ManagedUser>(props: UserListPageProps<T>) {
  const { notification } = App.useApp();
  const { isError, errorMessage, rows, matches, onSearchChange } = props;
  const [search, setSearch] = useState('');
  const term = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [details, setDetails] = useState<ManagedUser | null>(null);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const [resettingMfa, setResettingMfa] = useState<ManagedUser | null>(null);
  const { currentRole, profile } = useAppSelector(selectSession);
  // staff may have a factor (students do not enrol); never one's own (the server refuses it too)
  const canResetMfa = (u: ManagedUser) =>
    currentRole === 'admin' && u.id !== profile?.id && u.auth_user_id !== null && u.roles.some((r) => r !== 'kullanici');

  useEffect(() => {
    onSearchChange?.(term);
  }, [term, onSearchChange]);

  useEffect(() => {
    if (isError) notification.error({ title: 'Hata', description: errorMessage });
  }, [isError, errorMessage, notification]);

  const filtered = useMemo(() => (rows ?? []).filter((r) => matches(r, term)), [rows, matches, term]);

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: 'İşlemler',
      key: 'actions',
      render: (_, u) => (
        <Space size={4}>
          <Tooltip title="Detaylar">
            <Button size="small" icon={<EyeOutlined />} aria-label="Detaylar" onClick={() => setDetails(u)} />
          </Tooltip>
          <Tooltip title="Düzenle">
            <Button size="small" icon={<EditOutlined />} aria-label="Düzenle" onClick={() => setEditing(u)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Sil" onClick={() => setDeleting(u)} />
          </Tooltip>
          {canResetMfa(u) ? (
            <Tooltip title={RESET_MFA_TEXT.action}>
              <Button size="small" icon={<KeyOutlined />} aria-label={RESET_MFA_TEXT.action} onClick={() => setResettingMfa(u)} />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <BackLink />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.addButton}
      </Flex>
      {props.cards}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {props.listTitle}
            </Typography.Title>
            {!props.isLoading && <Typography.Text type="secondary">{props.countText(formatNumber(filtered.length))}</Typography.Text>}
          </div>
          <Input
            prefix={<SearchOutlined />}
            placeholder={props.searchLabel}
            aria-label={props.searchLabel}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: props.searchWidth }}
          />
          {props.toolbar}
        </Flex>
        {props.isLoading ? (
          <div aria-busy="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} active title={false} paragraph={{ rows: 1 }} />
            ))}
          </div>
        ) : (
          <Table<T>
            rowKey="id"
            columns={columns}
            dataSource={filtered}
            pagination={filtered.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
            locale={{ emptyText: props.emptyText(term) }}
            showSorterTooltip={{ title: 'Sıralamak için tıklayın' }}
            scroll={{ x: 900 }}
          />
        )}
      </Card>
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <ResetMfaDialog user={resettingMfa} onClose={() => setResettingMfa(null)} />
      {props.children}
    </div>
  );
}

/**
 * A cell of a column with `ellipsis: true`: cut to one line with '…' by the table, the full text
 * on hover (issue 17 §4 — a 240-character surname no longer pushes the columns off screen).
 */
export function Clipped({ text, children }: { text: string; children?: ReactNode }) {
  return <span title={text}>{children ?? text}</span>;
}
