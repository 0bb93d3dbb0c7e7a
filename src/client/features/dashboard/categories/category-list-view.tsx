import { PageHeader } from '../components/page-header';
import { CategoryTable } from './category-table';

export function CategoryListView({ mode }: { mode: 'update' | 'delete' }) {
  return (
    <>
      <PageHeader section="Category" title={mode === 'update' ? 'Update categories' : 'Delete categories'}>
        {mode === 'update'
          ? 'Rename a category in place; its products follow it.'
          : 'Only a category without products can be deleted: move or delete its products first.'}
      </PageHeader>
      <CategoryTable mode={mode} />
    </>
  );
}
