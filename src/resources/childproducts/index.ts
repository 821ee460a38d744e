/** The child product pages, each carrying its route (`Page.path`), registered in `App.tsx`. */
export { ChildProductPage } from './ChildProductPage';
export { ChildProductsPage } from './ChildProductsPage';
