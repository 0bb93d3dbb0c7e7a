import { PageHeader } from '../components/page-header';
import { CategoryTable } from './category-table';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

export function CategoryListView({ mode }: { mode: 'update' | 'delete' }) {
  return (
    <>
      <PageHeader
        section={DASHBOARD_COPY.menu.category}
        title={mode === 'update' ? DASHBOARD_COPY.categories.updateTitle : DASHBOARD_COPY.categories.deleteTitle}
      >
        {mode === 'update'
          ? 'Rename a category in place; its products follow it.'
          : 'Only a category without products can be deleted: move or delete its products first.'}
      </PageHeader>
      <CategoryTable mode={mode} />
    </>
  );
}
